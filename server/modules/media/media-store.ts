/**
 * Where processed images live: one `media` row per image and one WebP file per rendition in the
 * uploads folder, named `<mediaId>-<width>.webp` and served under MEDIA_URL_PREFIX.
 *
 * Files are written before the row is inserted, and removed again if the insert fails, so a row
 * never points at missing files. The reverse (files without a row, after a crash or a rolled-back
 * outer transaction) is possible and harmless: nothing links to them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductImage } from '#contracts/product';
import type { DbOrTx } from '../../db/client';
import { media, type MediaRow } from '../../db/schema';
import type { ProcessedImage } from './images';

export const MEDIA_URL_PREFIX = '/media/';

/** The default rendition for `src`: the one nearest a phone's product card without going over. */
const DEFAULT_SRC_WIDTH = 640;

type MediaFiles = Pick<MediaRow, 'id' | 'widths'>;

/** Matches exactly the names `mediaFileName` produces; the serving route should accept only these. */
export const MEDIA_FILE_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,5}\.webp$/;

export function mediaFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

export function mediaUrl(id: string, width: number): string {
  return `${MEDIA_URL_PREFIX}${mediaFileName(id, width)}`;
}

export async function saveMedia(
  db: DbOrTx,
  uploadsDir: string,
  image: ProcessedImage,
  alt: string,
): Promise<MediaRow> {
  const id = randomUUID();
  const widths = image.variants.map((v) => v.width).sort((a, b) => a - b);
  await mkdir(uploadsDir, { recursive: true });
  const files = { id, widths };
  try {
    await Promise.all(
      image.variants.map((v) => writeFile(path.join(uploadsDir, mediaFileName(id, v.width)), v.buffer)),
    );
    const [row] = await db
      .insert(media)
      .values({ id, width: image.width, height: image.height, widths, alt })
      .returning();
    if (!row) throw new Error('media insert returned no row');
    return row;
  } catch (error) {
    await deleteMediaFiles(uploadsDir, files);
    throw error;
  }
}

export function toProductImage(row: Pick<MediaRow, 'id' | 'widths' | 'width' | 'height' | 'alt'>): ProductImage {
  const widths = [...row.widths].sort((a, b) => a - b);
  const atOrBelow = widths.filter((w) => w <= DEFAULT_SRC_WIDTH);
  const srcWidth = atOrBelow.length > 0 ? atOrBelow[atOrBelow.length - 1]! : widths[0]!;
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    src: mediaUrl(row.id, srcWidth),
    srcSet: widths.map((w) => `${mediaUrl(row.id, w)} ${w}w`).join(', '),
  };
}

/** Removes every rendition of a media row; missing files are not an error. */
export async function deleteMediaFiles(uploadsDir: string, row: MediaFiles): Promise<void> {
  await Promise.all(row.widths.map((w) => rm(path.join(uploadsDir, mediaFileName(row.id, w)), { force: true })));
}
