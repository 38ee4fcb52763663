/**
 * A customer's profile picture: decoded and re-encoded to WebP by the shared image pipeline (the
 * uploaded bytes are never kept), stored as media, and the previous picture removed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers, media, type MediaRow } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { ImageRejectedError, type ProcessedImage, processImage } from '../../media';
import { deleteMediaFiles, saveMedia } from '../../media';
import { type CustomerWithImage, loadCustomer } from './customer-service';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A picture is shown as a small circle: three small renditions are plenty. */
const PROFILE_IMAGE_WIDTHS = [128, 256, 512] as const;

async function decode(upload: Buffer): Promise<ProcessedImage> {
  try {
    return await processImage(upload, { maxBytes: PROFILE_IMAGE_MAX_BYTES, widths: PROFILE_IMAGE_WIDTHS });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new HttpError(error.reason === 'too_large' ? 413 : 400, error.message);
    throw error;
  }
}

export async function setProfileImage(
  deps: { db: Db; uploadsDir: string },
  customerId: string,
  upload: Buffer,
): Promise<CustomerWithImage> {
  const image = await decode(upload);
  let saved: MediaRow | undefined;
  let previous: MediaRow | null = null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profileImageId: customers.profileImageId })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      if (!current) throw new HttpError(404, 'Account not found');
      saved = await saveMedia(tx, deps.uploadsDir, image, 'Profile picture');
      await tx
        .update(customers)
        .set({ profileImageId: saved.id, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
      if (!current.profileImageId) return null;
      const [old] = await tx.delete(media).where(eq(media.id, current.profileImageId)).returning();
      return old ?? null;
    });
  } catch (error) {
    // The row insert rolled back with the transaction: its files must not linger either.
    if (saved) await deleteMediaFiles(deps.uploadsDir, saved);
    throw error;
  }
  if (previous) await deleteMediaFiles(deps.uploadsDir, previous);
  return loadCustomer(deps.db, customerId);
}
