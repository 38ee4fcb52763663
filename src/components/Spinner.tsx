interface SpinnerProps {
  size?: number;
  className?: string;
  /** Read by screen readers. */
  label?: string;
}

export function Spinner({ size = 28, className = '', label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={`inline-flex ${className}`}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="animate-spin text-sage-600">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="2" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** docs/product/storefront.md#shared-page-behaviour: the centred spinner shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[55vh] w-full items-center justify-center">
      <Spinner size={32} label="Loading page" />
    </div>
  );
}
