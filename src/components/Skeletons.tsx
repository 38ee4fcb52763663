/**
 * Loading placeholders shaped like list rows and cards (account screens now; checkout and admin
 * tables next), so nothing jumps when the content arrives. (Failed loads and empty states:
 * src/components/StatusPanels.tsx.)
 */

/** Grey blocks in the shape of `rows` list rows, announced once as loading. */
export function ListSkeleton({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 rounded-3xl border border-sand-100 bg-cream-50 p-4 sm:p-5">
          <div className="skeleton h-16 w-16 shrink-0 rounded-2xl" />
          <div className="flex flex-1 flex-col gap-2.5">
            <div className="skeleton h-3.5 w-32 rounded-full" />
            <div className="skeleton h-3 w-48 max-w-full rounded-full" />
          </div>
          <div className="skeleton hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

/** A placeholder block of a given height, for cards. */
export function BlockSkeleton({ className = 'h-40', label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={`skeleton rounded-3xl ${className}`}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
