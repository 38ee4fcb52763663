/** The campaign figures as a row of cards (the campaigns list and the marketing overview). */
import type { CampaignStats } from '../../../contracts/campaigns';

const CARDS: ReadonlyArray<{ key: keyof CampaignStats; label: string }> = [
  { key: 'sent', label: 'Campaigns sent' },
  { key: 'recipients', label: 'Recipients' },
  { key: 'deliveries', label: 'Delivered' },
  { key: 'failures', label: 'Failed' },
];

export function CampaignStatCards({ stats }: { stats: CampaignStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label }) => (
        <div key={key} className="card px-5 py-4">
          <dt className="text-[12px] font-semibold uppercase tracking-[0.12em] text-ink-muted">{label}</dt>
          <dd className="mt-1 font-serif text-[30px] tabular-nums text-ink" aria-busy={!stats || undefined}>
            {stats ? stats[key].toLocaleString('en-US') : <span className="skeleton inline-block h-6 w-12 rounded-full align-middle" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
