/**
 * The back office's charts (the dashboard's revenue, the reports): the one module that imports the
 * chart library (chart.js, pinned; registered with only the parts drawn here: bars, a line over
 * them, two scales, tooltip, legend). Screens load it with `React.lazy`, so it lives in an admin
 * chunk and no shopper downloads it (docs/decisions/0086, 0089).
 *
 * A chart is labels and series of figures: money (pence, ticks in pounds) or counts. A second unit
 * gets its own axis on the right. No React wrapper: the chart is made in an effect and destroyed on
 * change or unmount. The canvas is described for screen readers by a sentence and a table of the
 * same figures, and a series can be listed there and in the tooltip without being drawn.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatPaid } from '../../lib/format';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The palette's chart colours (uno.config.ts): sage for the main figure, sand and ink beside it. */
export const CHART_COLOURS = {
  sage: '#516B49',
  sageLight: '#AABFA1',
  sand: '#D4C3A8',
  forest: '#26352A',
} as const;
const INK_MUTED = '#5F6A62';
const GRID = 'rgba(38, 53, 42, 0.07)';

export type ChartUnit = 'money' | 'count';

export interface ChartSeries {
  label: string;
  /** One figure per label: pence for money. */
  values: readonly number[];
  unit: ChartUnit;
  /** Bars (the default) or a line drawn over them. */
  type?: 'bar' | 'line';
  colour?: string;
  /** One colour per bar (the dashboard marks today). */
  colours?: readonly string[];
  /** False: only in the tooltip and the screen readers' table (the orders beside the revenue). */
  drawn?: boolean;
}

export interface AdminChartProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** One sentence saying what the chart shows, for screen readers. */
  summary: string;
  /** The screen readers' table: its caption and the labels' column header. */
  caption: string;
  labelHeader: string;
  /** Bars of the same unit stacked on each other (first-time and returning buyers). */
  stacked?: boolean;
  /** Bars run sideways (long names, few rows). */
  horizontal?: boolean;
  /** Pixels. */
  height?: number;
}

/** Axis ticks in whole pounds, compact: £1.2k. */
export function poundsTick(pence: number): string {
  const pounds = pence / 100;
  return pounds >= 1000 ? `£${(pounds / 1000).toFixed(pounds >= 10_000 ? 0 : 1)}k` : `£${Math.round(pounds)}`;
}

export const formatFigure = (value: number, unit: ChartUnit) => (unit === 'money' ? formatPaid(value) : value.toLocaleString('en-US'));

function dataset(series: ChartSeries, axis: string, stacked: boolean): ChartDataset<'bar' | 'line', number[]> {
  const colour = series.colour ?? CHART_COLOURS.sageLight;
  const common = { label: series.label, data: [...series.values], yAxisID: axis, xAxisID: axis };
  if (series.type === 'line')
    return {
      ...common,
      type: 'line',
      borderColor: colour,
      backgroundColor: colour,
      borderWidth: 2,
      pointRadius: 2.5,
      pointHoverRadius: 4,
      tension: 0,
      order: 0,
      // A line over stacked bars is its own figure, not a layer on top of them.
      ...(stacked ? { stack: `line:${series.label}` } : {}),
    };
  return {
    ...common,
    type: 'bar',
    backgroundColor: series.colours ? [...series.colours] : colour,
    hoverBackgroundColor: series.colours ? CHART_COLOURS.sage : colour,
    borderRadius: stacked ? 0 : 6,
    maxBarThickness: 28,
    order: 1,
    ...(stacked ? { stack: series.unit } : {}),
  };
}

export function AdminChart({ labels, series, summary, caption, labelHeader, stacked = false, horizontal = false, height = 260 }: AdminChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The figures themselves, so a parent's re-render with equal figures keeps the drawn chart.
  const figures = JSON.stringify([labels, series, stacked, horizontal]);

  useEffect(() => {
    if (!canvas.current) return;
    const drawn = series.filter((one) => one.drawn !== false);
    const units = [...new Set(drawn.map((one) => one.unit))];
    const axisOf = (unit: ChartUnit) => (units.indexOf(unit) === 1 ? 'second' : 'first');
    const valueAxis = (unit: ChartUnit | undefined, position: 'first' | 'second') => ({
      beginAtZero: true,
      stacked,
      position: horizontal ? ('bottom' as const) : position === 'first' ? ('left' as const) : ('right' as const),
      grid: { color: GRID, display: position === 'first' },
      border: { display: false },
      ticks: {
        color: INK_MUTED,
        font: { size: 11 },
        maxTicksLimit: 5,
        precision: 0,
        callback: (value: string | number) => (unit === 'money' ? poundsTick(Number(value)) : Number(value).toLocaleString('en-US')),
      },
    });
    const labelAxis = { stacked, grid: { display: false }, border: { display: false }, ticks: { color: INK_MUTED, maxRotation: 0, autoSkipPadding: 12, font: { size: 11 } } };
    const scales = horizontal
      ? { first: valueAxis(units[0], 'first'), y: { ...labelAxis, axis: 'y' as const } }
      : {
          x: labelAxis,
          first: { ...valueAxis(units[0], 'first'), axis: 'y' as const },
          ...(units[1] ? { second: { ...valueAxis(units[1], 'second'), axis: 'y' as const } } : {}),
        };
    const hidden = series.filter((one) => one.drawn === false);

    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: drawn.map((one) => {
          const built = dataset(one, axisOf(one.unit), stacked);
          // Horizontal bars measure along x and list along the default y.
          return horizontal ? { ...built, yAxisID: 'y', xAxisID: 'first' } : { ...built, xAxisID: 'x' };
        }) as ChartDataset<'bar', number[]>[],
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: drawn.length > 1, position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, color: INK_MUTED, font: { size: 12 } } },
          tooltip: {
            backgroundColor: CHART_COLOURS.forest,
            padding: 10,
            displayColors: drawn.length > 1,
            callbacks: {
              label: (item) => {
                const one = drawn[item.datasetIndex];
                return one ? `${one.label}: ${formatFigure(one.values[item.dataIndex] ?? 0, one.unit)}` : '';
              },
              afterBody: (items) => {
                const index = items[0]?.dataIndex ?? 0;
                return hidden.map((one) => `${one.label}: ${formatFigure(one.values[index] ?? 0, one.unit)}`);
              },
            },
          },
        },
        scales,
      },
    });
    return () => chart.destroy();
    // `figures` stands for every input the chart is drawn from.
  }, [figures]);

  return (
    <figure className="m-0">
      <div className="relative w-full" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
      {/* The wrapper is what is hidden: a table is never narrower than its cells, so a hidden
          table of many columns would still widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((one) => (
                <th key={one.label} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={`${label}-${index}`}>
                <th scope="row">{label}</th>
                {series.map((one) => (
                  <td key={one.label}>{formatFigure(one.values[index] ?? 0, one.unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
