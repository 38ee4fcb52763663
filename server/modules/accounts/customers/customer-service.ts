/** Customer rows: sign-up, and the shapes a customer sees of themself (public user, account page). */
import { eq } from 'drizzle-orm';
import type { AccountView, CustomerSession } from '#contracts/account';
import type { PublicUser } from '#contracts/auth';
import type { DbOrTx } from '../../../db/client';
import type { Store } from '../../../db/unit-of-work';
import { customers, media, type CustomerRow, type MediaRow } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import { accountWelcomeEmail } from '../../email';
import { toProductImage } from '../../media';
import { type AccountEmailPlaces, queueAccountEmail } from './account-emails';
import { authLimits } from '../throttles/auth-limits';
import { assertAcceptablePassword } from '../passwords/password-policy';
import type { SignedIn } from '../sign-in/sign-in';
import type { Throttle } from '../throttles/throttle';

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface CustomerWithImage {
  customer: CustomerRow;
  image: MediaRow | null;
}

export async function loadCustomer(db: DbOrTx, id: string): Promise<CustomerWithImage> {
  const [row] = await db
    .select({ customer: customers, image: media })
    .from(customers)
    .leftJoin(media, eq(media.id, customers.profileImageId))
    .where(eq(customers.id, id));
  if (!row) throw notFound('Account not found');
  return row;
}

export function toPublicUser({ customer, image }: CustomerWithImage): PublicUser {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    profileImage: image ? toProductImage(image).src : null,
    createdAt: customer.createdAt.toISOString(),
  };
}

/** `pendingEmail`: a new email awaiting confirmation (email-change.ts pendingEmailOf). */
export function toAccountView(loaded: CustomerWithImage, pendingEmail: string | null): AccountView {
  const { customer } = loaded;
  return {
    ...toPublicUser(loaded),
    phone: customer.phone,
    memberSince: customer.createdAt.toISOString(),
    defaultShippingAddressId: customer.defaultShippingAddressId,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    pendingEmail,
  };
}

/** Creates the account and queues its welcome (email/templates/account-welcome.ts) in the same transaction. */
export function registerCustomer(
  deps: { store: Store; throttle: Throttle; places: AccountEmailPlaces },
  input: { firstName: string; lastName: string; email: string; password: string },
  ip: string,
): Promise<SignedIn> {
  return deps.throttle.run(authLimits.register('customer', ip), async () => {
    await assertAcceptablePassword(input.password, { kind: 'customer', email: input.email, names: [input.firstName, input.lastName] });
    const passwordHash = await hashPassword(input.password);
    return deps.store.write(async (tx) => {
      // The unique index decides between two sign-ups of one email racing each other.
      const [row] = await tx
        .insert(customers)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
        .onConflictDoNothing({ target: customers.email })
        .returning({ id: customers.id, tokenVersion: customers.tokenVersion });
      if (!row) throw conflict(EMAIL_TAKEN);
      await queueAccountEmail(tx, input, accountWelcomeEmail(input, deps.places));
      return row;
    });
  });
}

/** The answer of every customer sign-in: the user and a token carrying the current version. */
export async function customerSession(deps: { db: DbOrTx; tokens: TokenService }, signedIn: SignedIn): Promise<CustomerSession> {
  const [loaded, token] = await Promise.all([
    loadCustomer(deps.db, signedIn.id),
    deps.tokens.sign('customer', { sub: signedIn.id, ver: signedIn.tokenVersion }),
  ]);
  return { user: toPublicUser(loaded), token };
}
