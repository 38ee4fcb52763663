/**
 * The dashboard's daily revenue as bars, today's in the deeper green, the orders in the tooltip.
 * Drawn by the back office's chart (src/components/admin/AdminChart.tsx), which the dashboard
 * loads lazily after its figures have painted (docs/decisions/0086).
 */
import { AdminChart, CHART_COLOURS } from '../../../components/admin/AdminChart';
import type { DashboardStats } from '../../../contracts/admin-dashboard';
import { formatPaid } from '../../../lib/format';

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

export function RevenueChart({ stats }: { stats: DashboardStats }) {
  const today = stats.series.length - 1;
  const first = stats.series[0];
  const last = stats.series[today];
  const summary =
    first && last
      ? `Daily revenue from ${dayLabel(first.date)} to ${dayLabel(last.date)}: ${formatPaid(stats.totalRevenue)} from ${stats.totalOrders} orders.`
      : 'No revenue figures.';
  return (
    <AdminChart
      labels={stats.series.map((day) => dayLabel(day.date))}
      series={[
        {
          label: 'Revenue',
          unit: 'money',
          values: stats.series.map((day) => day.revenue),
          colours: stats.series.map((_, index) => (index === today ? CHART_COLOURS.sage : CHART_COLOURS.sageLight)),
        },
        { label: 'Orders', unit: 'count', values: stats.series.map((day) => day.orders), drawn: false },
      ]}
      summary={summary}
      caption="Revenue per day"
      labelHeader="Day"
    />
  );
}
