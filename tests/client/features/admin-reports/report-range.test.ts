/** The reports' address read into a report, a range and a grouping (decision 0140). */
import { describe, expect, it } from 'vitest';
import { REPORT_PRESETS, reportView } from '../../../../src/features/admin-reports/report-range';

const TODAY = '2026-11-24';
const presetFrom = (id: string) => REPORT_PRESETS.find((preset) => preset.id === id)!.from(TODAY);

describe('reportView', () => {
  it('is the last 30 days by day, sales, when the address says nothing', () => {
    expect(reportView({}, TODAY)).toEqual({ report: 'sales', from: '2026-10-26', to: TODAY, groupBy: 'day', preset: '30d', backwards: false });
  });

  it('recognises a preset only when the range ends today', () => {
    expect(reportView({ from: presetFrom('90d'), to: TODAY, groupBy: 'week' }, TODAY).preset).toBe('90d');
    expect(reportView({ from: '2026-08-26', to: '2026-11-23' }, TODAY).preset).toBeUndefined();
  });

  it('gives each preset its span', () => {
    expect(presetFrom('7d')).toBe('2026-11-18');
    expect(presetFrom('90d')).toBe('2026-08-27');
    expect(presetFrom('year')).toBe('2026-01-01');
    expect(presetFrom('12m')).toBe('2025-11-25');
  });

  it('groups a range past 366 days by week rather than by day', () => {
    expect(reportView({ from: '2025-01-01', to: '2026-01-02', groupBy: 'day' }, TODAY).groupBy).toBe('week');
    expect(reportView({ from: '2025-01-01', to: '2026-01-01', groupBy: 'day' }, TODAY).groupBy).toBe('day');
    expect(reportView({ from: '2024-01-01', to: '2026-01-01', groupBy: 'month' }, TODAY).groupBy).toBe('month');
  });

  it('marks a back-to-front range', () => {
    expect(reportView({ from: '2026-11-05', to: '2026-11-01' }, TODAY).backwards).toBe(true);
  });
});
