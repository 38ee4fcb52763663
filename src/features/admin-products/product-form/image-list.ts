/**
 * The product form's pictures, kept and new, in the order the shop will show them (the first is
 * the product's main image). Pure steps over an immutable list, so the screen and the tests run the
 * same rules: at most six images (the server's limit), each new file checked before it is sent,
 * reorder by one place, remove. `imageOrderOf` turns the list into what PUT /admin/products reads
 * (decision 0082): kept image ids and "new:N" for the N-th uploaded file, with the files in that
 * order.
 */
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES } from '../../../contracts/admin-products';
import type { ProductImage } from '../../../contracts/product';
import { imageDecodeProblem, imageFileProblem } from '../../../lib/image-files';

export type ImageEntry =
  | { kind: 'kept'; key: string; id: string; src: string; alt: string }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

export function keptImages(images: ProductImage[]): ImageEntry[] {
  return images.map((image) => ({ kind: 'kept', key: `kept:${image.id}`, id: image.id, src: image.src, alt: image.alt }));
}

interface Added {
  entries: ImageEntry[];
  /** One sentence per file left out, naming it. */
  refused: string[];
}

let nextKey = 0;

/** Appends the acceptable files; `preview` makes each one's preview URL (URL.createObjectURL). */
export function addImages(entries: ImageEntry[], files: File[], preview: (file: File) => string): Added {
  const next = [...entries];
  const refused: string[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file, PRODUCT_IMAGE_MAX_BYTES);
    if (problem) refused.push(`${file.name}: ${problem}`);
    else if (next.length >= MAX_PRODUCT_IMAGES) refused.push(`${file.name}: a product has at most ${MAX_PRODUCT_IMAGES} images.`);
    else next.push({ kind: 'new', key: `new:${(nextKey += 1)}`, file, previewUrl: preview(file) });
  }
  return { entries: next, refused };
}

/**
 * The files the browser can decode as pictures, and one sentence per file it cannot. Files the
 * type or size rule already refuses pass through untouched, so addImages names their problem.
 */
export async function decodableImages(files: File[]): Promise<{ decodable: File[]; refused: string[] }> {
  const problems = await Promise.all(files.map((file) => (imageFileProblem(file, PRODUCT_IMAGE_MAX_BYTES) ? null : imageDecodeProblem(file))));
  return {
    decodable: files.filter((_file, index) => !problems[index]),
    refused: files.flatMap((file, index) => (problems[index] ? [`${file.name}: ${problems[index]}`] : [])),
  };
}

export function removeImage(entries: ImageEntry[], key: string): ImageEntry[] {
  return entries.filter((entry) => entry.key !== key);
}

/** Moves an image one place earlier (-1) or later (+1); at either end nothing changes. */
export function moveImage(entries: ImageEntry[], key: string, offset: -1 | 1): ImageEntry[] {
  const from = entries.findIndex((entry) => entry.key === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= entries.length) return entries;
  const next = [...entries];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The images to keep, in order, and the new files numbered as they are sent. */
export function imageOrderOf(entries: ImageEntry[]): { imageOrder: string[]; files: File[] } {
  const files: File[] = [];
  const imageOrder = entries.map((entry) => {
    if (entry.kind === 'kept') return entry.id;
    files.push(entry.file);
    return `new:${files.length - 1}`;
  });
  return { imageOrder, files };
}

export function previewOf(entry: ImageEntry): string {
  return entry.kind === 'kept' ? entry.src : entry.previewUrl;
}
