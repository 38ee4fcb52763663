import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../../../src/features/account/greeting';

const now = Date.parse('2026-11-25T12:00:00.000Z');

describe("the overview's greeting", () => {
  it('greets an account made a moment ago as new', () => {
    expect(greetingFor('Ada', '2026-11-25T11:59:30.000Z', now)).toBe('Welcome, Ada');
    expect(greetingFor('Ada', '2026-11-24T12:00:01.000Z', now)).toBe('Welcome, Ada');
  });

  it('greets an older account as returning', () => {
    expect(greetingFor('Ada', '2026-11-24T11:59:59.000Z', now)).toBe('Welcome back, Ada');
    expect(greetingFor('Ada', '2025-03-01T09:00:00.000Z', now)).toBe('Welcome back, Ada');
  });

  it('without a name or an age, says no more than it knows', () => {
    expect(greetingFor('  ', '2026-11-25T11:59:30.000Z', now)).toBe('Welcome');
    expect(greetingFor('Ada', undefined, now)).toBe('Welcome back, Ada');
    expect(greetingFor(undefined, 'not a date', now)).toBe('Welcome back');
  });
});
