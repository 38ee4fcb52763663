/**
 * The answer cache builds a cold answer once (docs/decisions/0219-cold-answers-built-once.md): 50
 * concurrent misses of one key run one build, a refused build is shared and not kept, and a build
 * an invalidation overtook answers its waiters but is not kept.
 */
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/lib/response-cache';

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
});
