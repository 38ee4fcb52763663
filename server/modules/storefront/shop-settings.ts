/** The shop's own contact details, from the `store` settings row, with safe defaults. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';
import { SUPPORT_EMAIL } from '../../../src/domain/shop-contact';

const storeSettings = z
  .object({ name: z.string().default('Verdant'), supportEmail: z.email().default(SUPPORT_EMAIL) })
  .catch({ name: 'Verdant', supportEmail: SUPPORT_EMAIL });
export type StoreSettings = z.infer<typeof storeSettings>;

export async function readStoreSettings(db: DbOrTx): Promise<StoreSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'store'));
  return storeSettings.parse(row?.value ?? {});
}
