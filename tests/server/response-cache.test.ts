/**
 * The answer cache builds a cold answer once (docs/decisions/0219-cold-answers-built-once.md): 50
 * concurrent misses of one key run one build, a refused build is shared and not kept, and a build
 * an invalidation overtook answers its waiters but is not kept. A stock change drops only the
 * answers showing the products that changed (docs/decisions/0223-stock-changes-keep-the-catalogue.md),
 * gathered a few times a second.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_PRODUCT, NO_LEVEL_CHANGE, ResponseCache } from '../../server/lib/response-cache';
import { gatherStockDrops } from '../../server/lib/stock-drops';

/** A build the test finishes when it chooses, counting how often it was started. */
function gatedBuild(value: unknown) {
  let builds = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    produce: async () => {
      builds += 1;
      await gate;
      return value;
    },
    open: () => open(),
    builds: () => builds,
  };
}

describe('ResponseCache', () => {
  it('builds a cold key once for 50 concurrent requests, then serves the kept answer', async () => {
    const cache = new ResponseCache();
    const build = gatedBuild({ products: ['serum'] });
    const waiting = Array.from({ length: 50 }, () => cache.get('product:serum', build.produce));
    build.open();
    const answers = await Promise.all(waiting);
    expect(build.builds()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!.body.toString())).toEqual({ products: ['serum'] });
    await cache.get('product:serum', build.produce);
    expect(build.builds()).toBe(1);
  });

  it('shares a refused build with its waiters and keeps nothing, so the next request tries again', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    const refuse = async () => {
      builds += 1;
      throw new Error('Product not found');
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => cache.get('product:nope', refuse)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(builds).toBe(1);
    await expect(cache.get('product:nope', refuse)).rejects.toThrow('Product not found');
    expect(builds).toBe(2);
  });

  it('answers the requests of a build an invalidation overtook, keeps none of it, and builds afresh after', async () => {
    const cache = new ResponseCache();
    const before = gatedBuild({ stock: 5 });
    const asked = cache.get('product:serum', before.produce);
    cache.invalidate();
    const after = gatedBuild({ stock: 4 });
    const askedAfter = cache.get('product:serum', after.produce);
    before.open();
    after.open();
    expect(JSON.parse((await asked).body.toString())).toEqual({ stock: 5 });
    expect(JSON.parse((await askedAfter).body.toString())).toEqual({ stock: 4 });
    expect([before.builds(), after.builds()]).toEqual([1, 1]);
    expect(JSON.parse((await cache.get('product:serum', before.produce)).body.toString())).toEqual({ stock: 4 });
  });

  it('drops only the answers tagged with a product whose stock changed, and those that list every product', async () => {
    const cache = new ResponseCache();
    const dropped: Array<ReadonlySet<string> | null> = [];
    cache.follow((changed) => dropped.push(changed));
    let builds = 0;
    const answer = (tags: string[]) => async () => ({ text: `build ${++builds}`, tags });
    await cache.getText('product:serum', answer(['serum-id']));
    await cache.getText('product:balm', answer(['balm-id']));
    await cache.getText('all:', answer([EVERY_PRODUCT]));
    await cache.getText('config', answer([]));
    cache.dropTagged(new Set(['serum-id']));
    expect(cache.peek('product:serum')).toBeUndefined();
    expect(cache.peek('all:')).toBeUndefined();
    expect(cache.peek('product:balm')?.body.toString()).toBe('build 2');
    expect(cache.peek('config')?.body.toString()).toBe('build 4');
    expect(dropped).toEqual([new Set(['serum-id'])]);
  });

  it('keeps the lists when no product changed level, and drops them when one did (decision 0235)', async () => {
    const cache = new ResponseCache();
    const told: Array<[ReadonlySet<string> | null, ReadonlySet<string>, ReadonlySet<string>]> = [];
    cache.follow((changed, levels, shown) => told.push([changed, levels, shown]));
    let builds = 0;
    const answer = (tags: string[]) => async () => ({ text: `build ${++builds}`, tags });
    await cache.getText('product:serum', answer(['serum-id']));
    await cache.getText('all:', answer([EVERY_PRODUCT]));
    cache.dropTagged(new Set(['serum-id']), NO_LEVEL_CHANGE);
    expect(cache.peek('product:serum')).toBeUndefined();
    expect(cache.peek('all:')?.body.toString()).toBe('build 2');
    // A count a page shows, its badge the same (decision 0245): the lists stay; the listeners (the
    // pages) are told what the product's own page shows changed.
    await cache.getText('product:serum', answer(['serum-id']));
    cache.dropTagged(new Set(['serum-id']), NO_LEVEL_CHANGE, new Set(['serum-id']));
    expect(cache.peek('product:serum')).toBeUndefined();
    expect(cache.peek('all:')?.body.toString()).toBe('build 2');
    cache.dropTagged(new Set(['serum-id']), new Set(['serum-id']));
    expect(cache.peek('all:')).toBeUndefined();
    expect(told).toEqual([
      [new Set(['serum-id']), new Set(), new Set()],
      [new Set(['serum-id']), new Set(), new Set(['serum-id'])],
      [new Set(['serum-id']), new Set(['serum-id']), new Set(['serum-id'])],
    ]);
  });

  it('keeps a list built while a count changed, not one built while a level changed', async () => {
    const cache = new ResponseCache();
    const gated = (text: string) => {
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const built = cache.getText(`all:${text}`, async () => {
        await gate;
        return { text, tags: [EVERY_PRODUCT] };
      });
      return { built, open };
    };
    const counted = gated('count');
    cache.dropTagged(new Set(['serum-id']), NO_LEVEL_CHANGE);
    counted.open();
    await counted.built;
    expect(cache.peek('all:count')?.body.toString()).toBe('count');
    const levelled = gated('level');
    cache.dropTagged(new Set(['serum-id']), new Set(['serum-id']));
    levelled.open();
    await levelled.built;
    expect(cache.peek('all:level')).toBeUndefined();
  });

  it('keeps no build a stock change of its products overtook, and lets no later request join it', async () => {
    const cache = new ResponseCache();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const stale = cache.getText('product:serum', async () => {
      await gate;
      return { text: 'stock 5', tags: ['serum-id'] };
    });
    cache.dropTagged(new Set(['serum-id']));
    const fresh = cache.getText('product:serum', async () => ({ text: 'stock 4', tags: ['serum-id'] }));
    open();
    expect((await stale).body.toString()).toBe('stock 5');
    expect((await fresh).body.toString()).toBe('stock 4');
    expect(cache.peek('product:serum')?.body.toString()).toBe('stock 4');
  });

  it('keeps an answer that lists every product, until a stock change', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    const produce = async () => ({ text: `build ${++builds}`, tags: [EVERY_PRODUCT] });
    await cache.getText('all:', produce);
    expect((await cache.getText('all:', produce)).body.toString()).toBe('build 1');
    cache.dropTagged(new Set(['serum-id']));
    expect((await cache.getText('all:', produce)).body.toString()).toBe('build 2');
  });

  it('keeps a build that a stock change of other products overtook', async () => {
    const cache = new ResponseCache();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const building = cache.getText('product:balm', async () => {
      await gate;
      return { text: 'balm', tags: ['balm-id'] };
    });
    cache.dropTagged(new Set(['serum-id']));
    open();
    await building;
    expect(cache.peek('product:balm')?.body.toString()).toBe('balm');
  });
});

describe('gatherStockDrops', () => {
  it("passes a product's first change on at once, then gathers its next ones into one pass per window", async () => {
    const passed: string[][] = [];
    const drops = gatherStockDrops((ids) => passed.push([...ids].sort()), 50);
    drops.changed(new Set(['a']));
    expect(passed).toEqual([['a']]);
    drops.changed(new Set(['a']));
    drops.changed(new Set(['a', 'b']));
    // b was quiet: at once; a changed again within its window: gathered.
    expect(passed).toEqual([['a'], ['b']]);
    drops.changed(new Set(['a', 'b']));
    expect(passed).toEqual([['a'], ['b']]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(passed).toEqual([['a'], ['b'], ['a', 'b']]);
    drops.changed(new Set(['a']));
    drops.changed(new Set(['a']));
    drops.close();
    expect(passed).toEqual([['a'], ['b'], ['a', 'b'], ['a']]);
  });
});
