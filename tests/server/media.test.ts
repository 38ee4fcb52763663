import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage, renditionWidths } from '../../server/modules/media/images';
import { MEDIA_FILE_NAME_PATTERN, mediaFileName, toProductImage } from '../../server/modules/media/media-store';

/** A photo-like test image: a gradient with some shapes, so encoders have real work to do. */
function testImage(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g"><stop offset="0" stop-color="#2f4a3a"/><stop offset="1" stop-color="#efe4d1"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c27a59"/></svg>`;
  return sharp(Buffer.from(svg));
}

const isWebp = (buffer: Buffer) =>
  buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP';

async function expectRejected(input: Buffer, reason: ImageRejectedError['reason'], message: string | RegExp) {
  const error = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  expect((error as ImageRejectedError).reason).toBe(reason);
  expect((error as ImageRejectedError).message).toMatch(message);
  // Never sharp's or libvips' own words.
  expect((error as ImageRejectedError).message).not.toMatch(/vips|sharp|VipsForeign|pngload|jpegload/i);
}

// --- a PNG built by hand, so its header can claim any size -------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A tiny file whose valid IHDR claims width x height (8-bit greyscale); the data is a few bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('processImage', () => {
  it('turns a PNG into WebP renditions at the standard widths, never wider than the original', async () => {
    const png = await testImage(1000, 800).png().toBuffer();
    const result = await processImage(png);
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 960]);
    expect(result.variants.map((v) => v.height)).toEqual([256, 512, 768]);
    expect(result).toMatchObject({ width: 960, height: 768 });
    for (const variant of result.variants) {
      expect(isWebp(variant.buffer)).toBe(true);
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('gives a 1280 rendition only to images at least that wide', async () => {
    const png = await testImage(2000, 1000).png().toBuffer();
    const result = await processImage(png);
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    expect(result).toMatchObject({ width: 1280, height: 640 });
  });

  it('accepts a JPEG, rotates it upright from EXIF and strips its metadata', async () => {
    // Stored 800 wide and 400 high, with EXIF orientation 6: it is really 400 wide and 800 high.
    const jpeg = await testImage(800, 400).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const result = await processImage(jpeg);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[320, 640]]);
    const meta = await sharp(result.variants[0]!.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a small image at its own width rather than upscaling it', async () => {
    const png = await testImage(200, 150).png().toBuffer();
    const result = await processImage(png);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[200, 150]]);
  });

  it('accepts WebP, AVIF and GIF input', async () => {
    for (const encode of [(s: Sharp) => s.webp(), (s: Sharp) => s.avif(), (s: Sharp) => s.gif()]) {
      const input = await encode(testImage(400, 300)).toBuffer();
      const result = await processImage(input);
      expect(result.variants.map((v) => v.width)).toEqual([320]);
      expect(isWebp(result.variants[0]!.buffer)).toBe(true);
    }
  });

  it('refuses an SVG, even one that would render', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    await expectRejected(svg, 'unsupported_format', 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted');
  });

  it('refuses an HTML page, a PDF and random bytes', async () => {
    const html = Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>');
    await expectRejected(html, 'unsupported_format', 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted');
    await expectRejected(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'unsupported_format', /Only JPEG/);
    await expectRejected(randomBytes(4096), 'unsupported_format', /Only JPEG/);
  });

  it('refuses a damaged image without leaking the decoder message', async () => {
    const png = await testImage(300, 300).png().toBuffer();
    await expectRejected(png.subarray(0, 120), 'unreadable', /could not be read/);
  });

  it('refuses anything over 10 MB before looking at it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await expectRejected(big, 'too_large', 'Image is larger than 10 MB');
    await expect(processImage(Buffer.alloc(2048), { maxBytes: 1024 })).rejects.toThrow('Image is larger than');
  });

  it('refuses a pixel bomb from its header alone, quickly', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    await expectRejected(bomb, 'too_many_pixels', 'Image dimensions are too large');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('renditionWidths', () => {
  it('keeps the standard widths that fit and always returns at least one', () => {
    expect(renditionWidths(5000)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(960)).toEqual([320, 640, 960]);
    expect(renditionWidths(100)).toEqual([100]);
  });
});

describe('media store naming', () => {
  const id = '0b7e2a57-4c55-4c2b-9a8e-6c1b2f0d9e11';

  it('names files <id>-<width>.webp and only those match the serving pattern', () => {
    expect(mediaFileName(id, 640)).toBe(`${id}-640.webp`);
    expect(MEDIA_FILE_NAME_PATTERN.test(mediaFileName(id, 640))).toBe(true);
    expect(MEDIA_FILE_NAME_PATTERN.test('../../etc/passwd')).toBe(false);
    expect(MEDIA_FILE_NAME_PATTERN.test(`${id}-640.webp/../x`)).toBe(false);
  });

  it('uses the 640 rendition as src and lists every rendition in srcSet', () => {
    const image = toProductImage({ id, widths: [320, 640, 960], width: 960, height: 1200, alt: 'Jar' });
    expect(image).toEqual({
      id,
      alt: 'Jar',
      width: 960,
      height: 1200,
      src: `/media/${id}-640.webp`,
      srcSet: `/media/${id}-320.webp 320w, /media/${id}-640.webp 640w, /media/${id}-960.webp 960w`,
    });
  });

  it('falls back to the largest rendition below 640, or the smallest there is', () => {
    expect(toProductImage({ id, widths: [320, 500], width: 500, height: 500, alt: '' }).src).toBe(`/media/${id}-500.webp`);
    expect(toProductImage({ id, widths: [1280], width: 1280, height: 900, alt: '' }).src).toBe(`/media/${id}-1280.webp`);
  });
});
