/** The lint rule that keeps import boundaries (docs/architecture.md#import-boundaries), run through ESLint with the project config. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/import-boundaries').map((m) => m.message);
}

describe('local/import-boundaries', () => {
  it('lets src/domain and src/contracts import only zod and each other', async () => {
    expect(await boundaryErrors('src/domain/x.ts', "import { z } from 'zod';\nimport { CURRENCIES } from './money';\nexport const a = [z, CURRENCIES];\n")).toEqual([]);
    expect(await boundaryErrors('src/contracts/x.ts', "import { priceOrder } from '../domain/pricing';\nexport const a = priceOrder;\n")).toEqual([]);
    expect(await boundaryErrors('src/domain/x.ts', "import React from 'react';\nexport const a = React;\n")).toEqual([
      'domain may import only zod, not "react"',
    ]);
    expect(await boundaryErrors('src/contracts/x.ts', "import { env } from '../config/env';\nexport const a = env;\n")).toHaveLength(1);
  });

  it('keeps src/domain below src/contracts', async () => {
    expect(await boundaryErrors('src/domain/x.ts', "import type { OrderSummary } from '../contracts/orders';\nexport type A = OrderSummary;\n")).toEqual([
      'src/domain may import only src/domain, not "../contracts/orders"',
    ]);
  });

  it('checks the names package.json gives shared code as the paths they stand for', async () => {
    expect(await boundaryErrors('server/modules/x/y.ts', "import { formatMoney } from '#domain/money';\nimport { envelope } from '#contracts/envelope';\nexport const a = [formatMoney, envelope];\n")).toEqual([]);
    expect(await boundaryErrors('src/domain/x.ts', "import type { OrderSummary } from '#contracts/orders';\nexport type A = OrderSummary;\n")).toEqual([
      'src/domain may import only src/domain, not "#contracts/orders"',
    ]);
    expect(await boundaryErrors('server/x.ts', "import { generalApi } from '#domain/../lib/api-client';\nexport const a = generalApi;\n")).toEqual([
      'server/ may import from src/ only domain and contracts, not "#domain/../lib/api-client"',
    ]);
  });

  it('lets server/ import only domain and contracts from src/', async () => {
    expect(await boundaryErrors('server/x.ts', "import { formatMoney } from '../src/domain/money';\nexport const a = formatMoney;\n")).toEqual([]);
    expect(await boundaryErrors('server/x.ts', "import { generalApi } from '../src/lib/api-client';\nexport const a = generalApi;\n")).toEqual([
      'server/ may import from src/ only domain and contracts, not "../src/lib/api-client"',
    ]);
  });

  it('keeps src/ away from server/ and features out of each other', async () => {
    expect(await boundaryErrors('src/lib/x.ts', "import { ok } from '../../server/lib/reply';\nexport const a = ok;\n")).toHaveLength(1);
    expect(
      await boundaryErrors('src/features/cart/x.ts', "import { useAuthStore } from '../auth/stores/auth-store';\nexport const a = useAuthStore;\n"),
    ).toEqual([expect.stringContaining('feature "cart" may not import feature "auth"')]);
    expect(await boundaryErrors('src/app/x.ts', "import { useAuthStore } from '../features/auth/stores/auth-store';\nexport const a = useAuthStore;\n")).toEqual([]);
  });
});

describe('local/import-boundaries: shared client code and the app layer', () => {
  const importFeature = (depth: string) => `import { useAuthStore } from '${depth}features/auth/stores/auth-store';\nexport const a = useAuthStore;\n`;
  const importApp = (depth: string) => `import { router } from '${depth}app/router';\nexport const a = router;\n`;

  it.each(['lib', 'components', 'config', 'api'])('src/%s never imports a feature or the app layer', async (zone) => {
    expect(await boundaryErrors(`src/${zone}/x.ts`, importFeature('../'))).toEqual([
      expect.stringContaining(`src/${zone} is shared by every feature and may not import a feature`),
    ]);
    expect(await boundaryErrors(`src/${zone}/x.ts`, importApp('../'))).toEqual([expect.stringContaining(`src/${zone} may not import the app layer`)]);
    // Deeper files of the zone are in it too.
    expect(await boundaryErrors(`src/${zone}/deeper/x.ts`, importFeature('../../'))).toHaveLength(1);
  });

  it.each(['domain', 'contracts'])('src/%s never imports a feature or the app layer either', async (zone) => {
    expect(await boundaryErrors(`src/${zone}/x.ts`, importFeature('../'))).toEqual([
      expect.stringMatching(new RegExp(`^src/${zone} may import only .*, not "\\.\\./features/auth/stores/auth-store"$`)),
    ]);
    expect(await boundaryErrors(`src/${zone}/x.ts`, importApp('../'))).toEqual([expect.stringMatching(new RegExp(`^src/${zone} may import only .*, not "\\.\\./app/router"$`))]);
  });

  it('shared client code may use other shared code', async () => {
    expect(await boundaryErrors('src/components/x.ts', "import { paths } from '../config/paths';\nimport { queryClient } from '../lib/server-state';\nexport const a = [paths, queryClient];\n")).toEqual([]);
    expect(await boundaryErrors('src/api/addresses/x.ts', "import { customerApi } from '../../lib/api-client';\nexport const a = customerApi;\n")).toEqual([]);
  });

  it('a feature never imports the app layer, and may import its own files and shared code', async () => {
    expect(await boundaryErrors('src/features/account/pages/x.ts', importApp('../../../'))).toEqual([
      'feature "account" may not import the app layer ("../../../app/router"); receive it through props or a context the app provides',
    ]);
    expect(
      await boundaryErrors(
        'src/features/account/pages/x.ts',
        "import { getOrders } from '../api/get-orders';\nimport { StatusBadge } from '../../../components/StatusBadge';\nexport const a = [getOrders, StatusBadge];\n",
      ),
    ).toEqual([]);
  });

  it('admin features are separate features: one admin area may not reach into another', async () => {
    expect(
      await boundaryErrors('src/features/admin-orders/x.ts', "import { AdminCustomerPage } from '../admin-customers/pages/AdminCustomerPage';\nexport const a = AdminCustomerPage;\n"),
    ).toEqual([expect.stringContaining('feature "admin-orders" may not import feature "admin-customers"')]);
    // A feature whose name starts like another's is still another feature.
    expect(await boundaryErrors('src/features/admin/x.ts', "import { a as b } from '../admin-auth/y';\nexport const a = b;\n")).toHaveLength(1);
  });

  it('server modules reach each other only through index.ts, and the framework reaches none', async () => {
    expect(await boundaryErrors('server/modules/checkout/x.ts', "import { takeStock } from '../orders/stock';\nexport const a = takeStock;\n")).toEqual([
      expect.stringContaining('module "orders" is reached only through its index.ts'),
    ]);
    expect(await boundaryErrors('server/modules/checkout/x.ts', "import { takeStock } from '../orders';\nimport { priceBag } from './bag';\nexport const a = [takeStock, priceBag];\n")).toEqual([]);
    expect(await boundaryErrors('server/db/seed/x.ts', "import { saveMedia } from '../../modules/media/media-store';\nexport const a = saveMedia;\n")).toHaveLength(1);
    // Server rendering reads the products module through its public surface, like a module.
    expect(await boundaryErrors('server/rendering/x.ts', "import { cachedProducts } from '../modules/products/cached-reads';\nexport const a = cachedProducts;\n")).toEqual([
      expect.stringContaining('module "products" is reached only through its index.ts'),
    ]);
    expect(await boundaryErrors('server/rendering/x.ts', "import { cachedProducts } from '../modules/products';\nexport const a = cachedProducts;\n")).toEqual([]);
    expect(await boundaryErrors('server/plugins/x.ts', "import { productRoutes } from '../modules/products';\nexport const a = productRoutes;\n")).toEqual([
      expect.stringContaining('may not import a module'),
    ]);
    expect(await boundaryErrors('server/app.ts', "import { apiModules } from './modules';\nexport const a = apiModules;\n")).toEqual([]);
  });
});
