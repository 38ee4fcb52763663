/** The lint rule that keeps DESIGN.md's import boundaries, run through ESLint with the project config. */
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
