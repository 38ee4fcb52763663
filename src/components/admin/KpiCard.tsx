/** One headline figure of the dashboard: a label, the figure, a line of context, and how it moved against the period before. */
import type { ReactNode } from 'react';
import { ChangeBadge } from './ChangeBadge';

interface KpiCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** The first card carries the brand's colour; the others stay quiet. */
  tone?: 'feature' | 'plain';
  /** The figure against the previous period (ChangeBadge), under the detail. */
  comparison?: { current: number; previous: number; against: string };
}

export function KpiCard({ label, value, detail, tone = 'plain', comparison }: KpiCardProps) {
  const feature = tone === 'feature';
  return (
    <div
      className={`flex flex-col justify-between rounded-3xl border p-5 sm:p-6 ${
        feature ? 'border-sage-800 bg-sage-900 text-cream-50 [--leaf-vein:#26352A]' : 'border-sand-100 bg-cream-50 shadow-soft'
      }`}
    >
      <p className={`text-[11px] font-semibold uppercase tracking-[0.18em] ${feature ? 'text-sage-200' : 'text-ink-muted'}`}>{label}</p>
      <p className={`mt-4 font-serif text-[34px] font-medium leading-none lining-nums tabular-nums sm:text-[38px] ${feature ? 'text-cream-50' : 'text-ink'}`}>{value}</p>
      {detail ? <p className={`mt-3 text-[13px] ${feature ? 'text-sage-100/80' : 'text-ink-muted'}`}>{detail}</p> : null}
      {comparison ? (
        <p className="mt-2">
          <ChangeBadge {...comparison} onDark={feature} />
        </p>
      ) : null}
    </div>
  );
}
