/**
 * A progress bar from 0 to 100 that assistive technology reads as one: the track with its role,
 * name and value, and the filled part as wide as the value (none while the value is unknown).
 * The product form's upload and the checkout's steps show theirs with it; each brings its own look.
 */
interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** 0 to 100; undefined while unknown. */
  value: number | undefined;
  /** The value in words, where a number alone would say too little. */
  valueText?: string;
  className: string;
  barClassName: string;
  barTestId?: string;
}

export function ProgressBar({ label, value, valueText, className, barClassName, barTestId }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={valueText} className={className}>
      <div className={barClassName} style={value === undefined ? undefined : { width: `${value}%` }} data-testid={barTestId} />
    </div>
  );
}
