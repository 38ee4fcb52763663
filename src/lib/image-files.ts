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

export const UNDECODABLE_IMAGE = 'This file is not a picture the browser can open (is it an image renamed?). Choose a real JPEG, PNG, WebP, AVIF or GIF.';

/** Decodes the file as the browser would show it: createImageBitmap, or an <img> where that is missing. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The name and type of a file are only labels: a text file named .png carries image/png. So a
 * file that passes imageFileProblem is also decoded before it is accepted, and one that does not
 * decode is refused at once rather than by the server after the upload.
 */
export async function imageDecodeProblem(file: Blob): Promise<string | null> {
  return (await decodes(file)) ? null : UNDECODABLE_IMAGE;
}
