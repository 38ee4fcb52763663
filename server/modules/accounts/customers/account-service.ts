/**
 * The signed-in customer's own account: details (a new email goes through email-change.ts),
 * password change, and deleting the account.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AccountUpdate } from '#contracts/account';
import type { StoredAddress } from '#contracts/address';
import type { Db } from '../../../db/client';
import type { Store } from '../../../db/unit-of-work';
import { customers, media, orders, passwordResetTokens } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { forgetTokenCheck } from '../../../lib/token-checks';
import { accountDeletedEmail } from '../../email';
import { deleteMediaFiles } from '../../media';
import { type AccountEmailPlaces, queueAccountEmail, tellPasswordChanged } from './account-emails';
import { revokeTokens } from '../passwords/credentials';
import { type CustomerWithImage, loadCustomer } from './customer-service';
import { assertEmailFree, requestEmailChange } from './email-change';
import { assertAcceptablePassword } from '../passwords/password-policy';
import { voidResetLinks } from '../passwords/password-reset';
import { confirmPassword, type SignedIn } from '../sign-in/sign-in';
import type { Throttle } from '../throttles/throttle';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const WRONG_PASSWORD = 'Password is incorrect';
const SAME_PASSWORD = 'Choose a new password that differs from the current one.';

/** What replaces a deleted customer's personal data in the orders kept for the books. */
export const DELETED_CUSTOMER = 'Deleted customer';
export const DELETED_EMAIL = 'deleted-customer@deleted.invalid';
const ANONYMISED_ADDRESS: Partial<StoredAddress> = {
  firstName: 'Deleted',
  lastName: 'customer',
  email: DELETED_EMAIL,
  phone: DELETED_CUSTOMER,
  address1: DELETED_CUSTOMER,
  address2: null,
  postalCode: DELETED_CUSTOMER,
};

interface Deps {
  db: Db;
  store: Store;
  throttle: Throttle;
}

export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email';

export interface AccountUpdated {
  account: CustomerWithImage;
  /** The address a confirmation link was just sent to, when the email was asked to change. */
  confirmationSentTo: string | null;
}

/**
 * Names and phone change at once. A different email needs the current password and is only held
 * pending until the new address confirms it (email-change.ts). Every check runs before anything
 * is written, so a refused request changes nothing.
 */
export async function updateAccount(deps: Deps & { publicUrl: string }, id: string, update: AccountUpdate): Promise<AccountUpdated> {
  const { customer } = await loadCustomer(deps.db, id);
  const newEmail = update.email !== undefined && update.email !== customer.email ? update.email : null;
  if (newEmail) {
    if (!update.currentPassword)
      throw badRequest(PASSWORD_FOR_EMAIL, [{ field: 'currentPassword', message: PASSWORD_FOR_EMAIL }]);
    await confirmPassword(deps, 'customer', id, update.currentPassword, {
      field: 'currentPassword',
      message: WRONG_CURRENT_PASSWORD,
    });
    await assertEmailFree(deps.db, newEmail, id);
  }

  const changes: Partial<typeof customers.$inferInsert> = {};
  if (update.firstName !== undefined) changes.firstName = update.firstName;
  if (update.lastName !== undefined) changes.lastName = update.lastName;
  if (update.phone !== undefined) changes.phone = update.phone || null;
  await deps.store.write(async (tx) => {
    if (Object.keys(changes).length > 0)
      await tx
        .update(customers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
    if (newEmail)
      await requestEmailChange(tx, deps.publicUrl, {
        customerId: id,
        firstName: changes.firstName ?? customer.firstName,
        oldEmail: customer.email,
        newEmail,
      });
  });
  return { account: await loadCustomer(deps.db, id), confirmationSentTo: newEmail };
}

/**
 * Sets a new password, signs out every other session and voids any reset link still out (it was
 * asked for under the old password), and tells the customer by email; answers the new token's claims.
 */
export async function changePassword(
  deps: Deps & { places: AccountEmailPlaces },
  id: string,
  input: { currentPassword: string; newPassword: string },
): Promise<SignedIn> {
  const account = await confirmPassword(deps, 'customer', id, input.currentPassword, {
    field: 'currentPassword',
    message: WRONG_CURRENT_PASSWORD,
  });
  if (input.newPassword === input.currentPassword)
    throw badRequest(SAME_PASSWORD, [{ field: 'newPassword', message: SAME_PASSWORD }]);
  await assertAcceptablePassword(input.newPassword, { kind: 'customer', email: account.email, field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = await deps.store.write(async (tx) => {
    await voidResetLinks(tx, 'customer', id);
    const version = await revokeTokens(tx, 'customer', id, passwordHash);
    await tellPasswordChanged(tx, id, deps.places);
    return version;
  });
  return { id, tokenVersion };
}

/**
 * Deletes the customer. Addresses and payment methods go with the row (FK cascade); orders stay
 * for the books with customer_id null (FK set null), and here, in the same transaction, lose the
 * email, names, phone and street lines they froze (city, county and country stay, for tax records).
 * The confirmation email is queued in that transaction too, to the address the row had.
 */
export async function deleteAccount(deps: Deps & { uploadsDir: string; places: AccountEmailPlaces }, id: string, password: string): Promise<void> {
  await confirmPassword(deps, 'customer', id, password, { field: 'password', message: WRONG_PASSWORD });
  const patch = JSON.stringify(ANONYMISED_ADDRESS);
  const image = await deps.store.write(async (tx) => {
    await tx
      .update(orders)
      .set({
        email: DELETED_EMAIL,
        shippingAddress: sql`${orders.shippingAddress} || ${patch}::jsonb`,
        billingAddress: sql`${orders.billingAddress} || ${patch}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.customerId, id));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.accountKind, 'customer'), eq(passwordResetTokens.accountId, id)));
    const [gone] = await tx
      .delete(customers)
      .where(eq(customers.id, id))
      .returning({ profileImageId: customers.profileImageId, email: customers.email, firstName: customers.firstName });
    forgetTokenCheck('customer', id);
    if (gone) await queueAccountEmail(tx, gone, accountDeletedEmail(gone, deps.places));
    if (!gone?.profileImageId) return null;
    const [picture] = await tx.delete(media).where(eq(media.id, gone.profileImageId)).returning();
    return picture ?? null;
  });
  // Files go only once the rows are gone for good.
  if (image) await deleteMediaFiles(deps.uploadsDir, image);
}
