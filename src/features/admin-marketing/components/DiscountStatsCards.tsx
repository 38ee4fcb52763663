/**
 * The discount stats as four cards (the shop's active codes, redemptions, discount given, revenue),
 * the top codes, and the newsletter's welcome codes counted apart with the way to their list
 * (decision 0260).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatPaid } from '../../../lib/format';
import { discountStatsQuery } from '../api/discount-calls';

export function DiscountStatsCards() {
  const stats = useQuery(discountStatsQuery());
  const data = stats.data;
  const cards = [
    { label: 'Active codes', value: data ? data.activeCodes.toLocaleString('en-US') : null },
    { label: 'Redemptions', value: data ? data.redemptions.toLocaleString('en-US') : null },
    { label: 'Discount given', value: data ? formatPaid(data.discountGiven) : null },
    { label: 'Revenue with codes', value: data ? formatPaid(data.revenue) : null },
  ];
  return (
    <section aria-label="Discount stats" className="mb-6">
      {stats.error && !data ? <p className="mb-3 text-[13px] text-danger">Failed to fetch discount stats</p> : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="card px-5 py-4" data-testid={`stat-${card.label}`}>
            <dt className="text-[12px] font-semibold uppercase tracking-[0.12em] text-ink-muted">{card.label}</dt>
            <dd className="mt-2 font-serif text-[28px] leading-none text-ink tabular-nums">
              {card.value ?? <span className="skeleton inline-block h-6 w-16 rounded-full align-middle" aria-label="Loading" />}
            </dd>
          </div>
        ))}
      </dl>
      {data && data.topCodes.length > 0 ? (
        <p className="mt-3 text-[13px] text-ink-muted">
          Top codes:{' '}
          {data.topCodes.map((top, index) => (
            <span key={top.code}>
              {index > 0 ? ', ' : ''}
              <strong className="font-semibold text-ink">{top.code}</strong> ({top.redemptions} · {formatPaid(top.revenue)})
            </span>
          ))}
        </p>
      ) : null}
      {data ? (
        <p className="mt-2 text-[13px] text-ink-muted" data-testid="welcome-codes">
          Newsletter welcome codes, counted apart: <strong className="font-semibold text-ink tabular-nums">{data.welcomeCodes.active.toLocaleString('en-US')}</strong> active ·{' '}
          <strong className="font-semibold text-ink tabular-nums">{data.welcomeCodes.used.toLocaleString('en-US')}</strong> used ·{' '}
          <Link to={`${paths.admin.discounts.getHref()}?kind=welcome`} className="keyboard-focus rounded font-medium text-sage-700 underline-offset-4 hover:underline">
            See them
          </Link>
        </p>
      ) : null}
    </section>
  );
}
