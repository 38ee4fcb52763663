/**
 * The settings kept in memory (docs/decisions/0237-settings-kept-in-memory.md): read once for
 * every caller until a catalogue change, read again after one, and a read that a change overtook
 * is not kept. Counted in statements, as the checkout's cost is.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withStatementTally } from '../../server/db/statement-count';
import { SettingsMemory } from '../../server/modules/settings';
import { useTestApp } from './support/app';

const t = useTestApp();

/** Statements `work` sends, and what it answers. */
async function counted<T>(work: () => Promise<T>): Promise<{ statements: number; value: T }> {
  const tally = { count: 0 };
  const value = await withStatementTally(tally, work);
  return { statements: tally.count, value };
}

const generation = () => {
  let version = 0;
  return { get version() { return version; }, bump: () => (version += 1) };
};

describe('the settings kept in memory', () => {
  it('reads once for many callers, and again after a change drops the catalogue', async () => {
    const changes = generation();
    const memory = new SettingsMemory(t.database.db, changes, { reservationMinutes: 30 });
    const first = await counted(() => Promise.all(Array.from({ length: 10 }, () => memory.read())));
    expect(first.statements).toBe(1);
    expect((await counted(() => memory.read())).statements).toBe(0);
    await t.database.db.execute(sql`insert into settings (key, value) values ('checkout', '{"shippingFee": 1234}'::jsonb)
      on conflict (key) do update set value = settings.value || excluded.value`);
    // Until the change is announced the copy stands; after it, the next read sees the new fee.
    expect((await memory.read()).shippingFee).toBe(first.value[0]!.shippingFee);
    changes.bump();
    const after = await counted(() => memory.read());
    expect([after.statements, after.value.shippingFee]).toEqual([1, 1234]);
  });

  it('does not keep a read that a change overtook', async () => {
    const changes = generation();
    const memory = new SettingsMemory(t.database.db, changes, {});
    const overtaken = memory.read();
    changes.bump();
    await overtaken;
    expect((await counted(() => memory.read())).statements).toBe(1);
    expect((await counted(() => memory.read())).statements).toBe(0);
  });

  it('reads again once its lifetime is over', async () => {
    const memory = new SettingsMemory(t.database.db, generation(), {}, 0);
    await memory.read();
    expect((await counted(() => memory.read())).statements).toBe(1);
  });

  it('is what the app prices with, dropped by the app’s own catalogue changes', async () => {
    await t.app.shopSettings.read();
    expect((await counted(() => t.app.shopSettings.read())).statements).toBe(0);
    t.app.catalogueCache.invalidate();
    expect((await counted(() => t.app.shopSettings.read())).statements).toBe(1);
  });
});
