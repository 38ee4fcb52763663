/**
 * Whether a file the person chose can be uploaded as a picture: the types the server's image
 * pipeline decodes (JPEG, PNG, WebP, AVIF, GIF; SVG is refused there too) and a size limit. Checked
 * before sending, so a wrong file is explained at once instead of after a long upload. Used by the
 * profile photo and the product form.
 */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** Why the file cannot be uploaded as a picture of at most `maxBytes`, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): string | null {
  if (!UPLOADABLE_IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP, AVIF or GIF image.';
  if (file.size > maxBytes) return `That image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller one.`;
  return null;
}
