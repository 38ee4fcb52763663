/**
 * A row of pressed/unpressed buttons choosing one of a few values (the dashboard's period, the
 * reports' report and grouping): a labelled group, the chosen one raised on the cream track.
 * Options can be disabled with a reason in their title (grouping by day past a year).
 */
interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Why it is disabled, shown on hover. */
  title?: string;
}

interface SegmentedControlProps<V extends string> {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  size?: 'small' | 'large';
}

export function SegmentedControl<V extends string>({ label, value, options, onChange, size = 'small' }: SegmentedControlProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex max-w-full rounded-full bg-cream-200 p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={option.disabled}
          title={option.title}
          onClick={() => onChange(option.value)}
          className={`keyboard-focus whitespace-nowrap rounded-full font-medium transition-colors disabled:(cursor-not-allowed opacity-40) ${
            size === 'large' ? 'h-10 flex-1 px-4 text-sm sm:px-5' : 'h-8 px-3 text-xs'
          } ${value === option.value ? 'bg-cream-50 text-ink shadow-soft' : 'text-ink-muted hover:text-ink'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
