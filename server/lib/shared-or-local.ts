/**
 * A store kept in Redis when it is there and in this process when it is not (docs/decisions/
 * 0181-shared-limits-in-redis.md): every call goes to the shared store while the connection is up;
 * while it is down, or when a call to it fails, the same call goes to the process's own store, so
 * a Redis outage turns shared limits into per-process ones instead of switching them off.
 */
import type { SharedRedis } from './redis';

type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

export function sharedOrLocal<T extends AsyncMethods<T>>(redis: SharedRedis, shared: T, local: T): T {
  return new Proxy(local, {
    get(target, property, receiver) {
      const own = Reflect.get(target, property, receiver) as unknown;
      if (typeof own !== 'function') return own;
      const name = property as keyof T;
      return async (...args: unknown[]) => {
        const callLocal = () => (local[name] as (...a: unknown[]) => Promise<unknown>).apply(local, args);
        if (!redis.available) return callLocal();
        try {
          return await (shared[name] as (...a: unknown[]) => Promise<unknown>).apply(shared, args);
        } catch (error) {
          redis.reportFailure(error);
          return callLocal();
        }
      };
    },
  });
}
