/** multipart/form-data bodies for `inject`: text fields and files, as a browser's FormData sends them. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FormFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function formBody(fields: Record<string, string>, files: readonly FormFile[] = []) {
  const boundary = `----verdant${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of one colour, `width` x `height`. */
export async function pngImage(width: number, height: number, colour = { r: 120, g: 160, b: 110 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export const imageFile = (data: Buffer, filename = 'photo.png'): FormFile => ({ field: 'images', filename, type: 'image/png', data });
