/** How the audit trail words a change's values (decision 0224): money in pounds, percentages, stored codes in words. */
import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../../src/features/admin-settings/audit-changes';

describe('changeLines', () => {
  it('shows money off in pounds, a percentage with its sign, and a discount type in words', () => {
    expect(
      changeLines({
        amountOff: { before: 500, after: 750 },
        percentOff: { before: null, after: 15 },
        type: { before: 'percentage', after: 'fixed_amount' },
        featured: { before: false, after: true },
      }).map((line) => `${line.label}: ${line.before} → ${line.after}`),
    ).toEqual(['Amount off: £5.00 → £7.50', 'Percent off: — → 15%', 'Type: Percentage → Fixed amount', 'Featured: No → Yes']);
  });
});
