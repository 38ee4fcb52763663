/** How much of the product form has been sent: a bar with its percent, or a moving bar while unknown. */
import { ProgressBar } from '../../../components/ProgressBar';

export function UploadProgress({ percent }: { percent: number | null }) {
  return (
    <div className="flex items-center gap-3">
      <ProgressBar
        label="Uploading"
        value={percent ?? undefined}
        className="relative h-2 flex-1 overflow-hidden rounded-full bg-sand-100"
        barClassName={`h-full rounded-full bg-sage-700 transition-[width] duration-200 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
      />
      <span className="w-20 text-right text-[13px] tabular-nums text-ink-muted">{percent === null ? 'Sending…' : percent < 100 ? `${percent}%` : 'Processing…'}</span>
    </div>
  );
}
