/**
 * The dashboard's daily revenue as bars: the one place the chart library (chart.js, pinned; a
 * maintained canvas library, tree-shaken to the bar chart's parts) is imported, so it lives in
 * the dashboard's chunk and no shopper downloads it (docs/decisions/0086). The canvas is
 * described for screen readers by a sentence and a table of the same figures.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { DashboardStats } from '../../../contracts/admin-dashboard';
import { formatPaid } from '../../../lib/format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const SAGE_600 = '#56714E';
const SAGE_300 = '#AABFA1';
const INK_MUTED = '#5F6A62';
const GRID = 'rgba(38, 53, 42, 0.07)';

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

/** Axis ticks in whole pounds, compact: £1.2k. */
function poundsTick(pence: number): string {
  const pounds = pence / 100;
  return pounds >= 1000 ? `£${(pounds / 1000).toFixed(pounds >= 10_000 ? 0 : 1)}k` : `£${Math.round(pounds)}`;
}

export function RevenueChart({ stats }: { stats: DashboardStats }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const today = stats.series.length - 1;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: stats.series.map((day) => dayLabel(day.date)),
        datasets: [
          {
            label: 'Revenue',
            data: stats.series.map((day) => day.revenue),
            backgroundColor: stats.series.map((_, index) => (index === today ? SAGE_600 : SAGE_300)),
            hoverBackgroundColor: SAGE_600,
            borderRadius: 6,
            maxBarThickness: 28,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: { duration: 400 },
        plugins: {
          legend: { display: false },
          tooltip: {
            backgroundColor: '#26352A',
            padding: 10,
            displayColors: false,
            callbacks: {
              label: (item) => {
                const day = stats.series[item.dataIndex];
                return day ? [`${formatPaid(day.revenue)}`, `${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`] : '';
              },
            },
          },
        },
        scales: {
          x: { grid: { display: false }, border: { display: false }, ticks: { color: INK_MUTED, maxRotation: 0, autoSkipPadding: 12, font: { size: 11 } } },
          y: {
            beginAtZero: true,
            grid: { color: GRID },
            border: { display: false },
            ticks: { color: INK_MUTED, font: { size: 11 }, maxTicksLimit: 5, callback: (value) => poundsTick(Number(value)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [stats]);

  const first = stats.series[0];
  const last = stats.series[stats.series.length - 1];
  const summary =
    first && last
      ? `Daily revenue from ${dayLabel(first.date)} to ${dayLabel(last.date)}: ${formatPaid(stats.totalRevenue)} from ${stats.totalOrders} orders.`
      : 'No revenue figures.';

  return (
    <figure className="m-0">
      <div className="relative h-[260px] w-full">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {stats.series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{formatPaid(day.revenue)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
