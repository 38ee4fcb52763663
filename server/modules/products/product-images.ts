/**
 * A product's pictures from the admin's form: every upload decoded and re-encoded to WebP in the
 * responsive widths by the one image pipeline (media module), and the product's new list of
 * images worked out from what the form asked to keep, in which order, and what it uploaded.
 */
import type { ProductImage } from '#contracts/product';
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES } from '#contracts/admin-products';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import { ImageRejectedError, type ProcessedImage, processImage } from '../media';

export const IMAGES_FIELD = 'images';
const TOO_MANY = `A product has at most ${MAX_PRODUCT_IMAGES} images`;

/** Decodes every file of the images field (a size's picture: its image field); a refused one names its position and why. */
export async function decodeProductImages(files: readonly UploadedFile[], field = IMAGES_FIELD): Promise<ProcessedImage[]> {
  const stray = files.find((file) => file.field !== field);
  if (stray) throw badRequest(`Send images in the "${field}" field`, [{ field: stray.field, message: 'is not a field of this form' }]);
  const decoded: ProcessedImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      decoded.push(await processImage(file.data, { maxBytes: PRODUCT_IMAGE_MAX_BYTES }));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      const message = `Image ${index + 1}: ${error.message}`;
      throw new HttpError(error.reason === 'too_large' ? 413 : 400, message, [{ field, message }]);
    }
  }
  return decoded;
}

export interface ImagePlan {
  /** The product's images, in order, once the change is made. */
  images: ProductImage[];
  /** Images the product had and no longer has: their media rows and files go. */
  removed: ProductImage[];
}

/**
 * `order` lists kept image ids and "new:N" for the N-th upload; without it the current images stay
 * and the uploads follow them. Every upload must be placed, and no image twice.
 */
export function planImages(current: readonly ProductImage[], uploaded: readonly ProductImage[], order: readonly string[] | undefined): ImagePlan {
  const entries = order ?? [...current.map((image) => image.id), ...uploaded.map((_, index) => `new:${index}`)];
  const byId = new Map(current.map((image) => [image.id, image]));
  const images: ProductImage[] = [];
  for (const entry of entries) {
    const upload = /^new:(\d+)$/.exec(entry);
    const image = upload ? uploaded[Number(upload[1])] : byId.get(entry);
    if (!image) throw badRequest(`imageOrder names an image this product does not have: ${entry.slice(0, 64)}`, [{ field: 'imageOrder', message: 'names an unknown image' }]);
    if (images.includes(image)) throw badRequest('imageOrder names one image twice', [{ field: 'imageOrder', message: 'names one image twice' }]);
    images.push(image);
  }
  if (uploaded.some((image) => !images.includes(image)))
    throw badRequest('Every uploaded image must have a place in imageOrder', [{ field: 'imageOrder', message: 'leaves out an uploaded image' }]);
  if (images.length > MAX_PRODUCT_IMAGES) throw badRequest(TOO_MANY, [{ field: IMAGES_FIELD, message: TOO_MANY }]);
  return { images, removed: current.filter((image) => !images.includes(image)) };
}
