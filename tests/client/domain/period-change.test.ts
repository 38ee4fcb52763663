/** How a figure moved against the period before it: whole percentages, and no percentage from nothing (decision 0228). */
import { describe, expect, it } from 'vitest';
import { describeChange, periodChange } from '#domain/period-change';

describe('periodChange', () => {
  it('rounds to whole percent of the previous figure, either way', () => {
    expect(periodChange(11_200, 10_000)).toEqual({ direction: 'up', percent: 12 });
    expect(periodChange(7_450, 10_000)).toEqual({ direction: 'down', percent: 26 });
    expect(periodChange(500, 500)).toEqual({ direction: 'flat', percent: 0 });
  });

  it('gives no percentage when the previous period had nothing', () => {
    expect(periodChange(4_000, 0)).toEqual({ direction: 'up', percent: null });
    expect(periodChange(0, 0)).toEqual({ direction: 'flat', percent: null });
  });

  it('says it in words for screen readers', () => {
    expect(describeChange(periodChange(11_200, 10_000), 'the 7 days before')).toBe('up 12% on the 7 days before');
    expect(describeChange(periodChange(0, 300), 'yesterday by now')).toBe('down 100% on yesterday by now');
    expect(describeChange(periodChange(4_000, 0), 'the 30 days before')).toBe('up from nothing on the 30 days before');
    expect(describeChange(periodChange(0, 0), 'the 30 days before')).toBe('no change on the 30 days before');
  });
});
