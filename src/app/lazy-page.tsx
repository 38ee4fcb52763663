import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route element whose code loads on first visit. Page modules use named exports:
 * `lazyPage(() => import('../features/shop/pages/ShopPage'), (m) => m.ShopPage)`.
 * A failed import throws into the route's error element, which tells chunk failures apart.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}
