/**
 * The one image pipeline: every image the shop serves (seeded product art, admin product uploads,
 * customer profile pictures) goes through `processImage`, so every one is decoded, re-encoded and
 * stripped the same way. The original bytes are never kept or served.
 *
 * Defence in layers, cheapest first:
 *   1. byte-size limit, before anything is parsed;
 *   2. magic-byte sniffing, so SVG, HTML, PDF and friends never reach a decoder at all
 *      (librsvg is a large attack surface and SVG can carry scripts);
 *   3. header-only metadata read, checking the decoder agrees with the sniffed format and that the
 *      claimed dimensions are sane, so a pixel bomb is refused before a single pixel is decoded;
 *   4. sharp's own `limitInputPixels` and `failOn` as the last line during decoding.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';

export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/**
 * libwebp's method 2 rather than the default 4: twice as fast for files about 5% larger and no
 * visible difference at quality 80. Uploads answer sooner and the seed's ~50 pictures stay quick.
 */
const WEBP_EFFORT = 2;

export interface ImageVariant {
  width: number;
  height: number;
  buffer: Buffer;
}

export interface ProcessedImage {
  /** Size of the largest rendition. */
  width: number;
  height: number;
  /** WebP renditions, ascending by width. */
  variants: ImageVariant[];
}

export interface ProcessImageOptions {
  /** Refuse inputs larger than this many bytes (default 10 MB). */
  maxBytes?: number;
  /** Override the rendition widths (seed tests use fewer); defaults to RENDITION_WIDTHS. */
  widths?: readonly number[];
}

export type ImageRejectionReason = 'unsupported_format' | 'too_large' | 'too_many_pixels' | 'unreadable';

/** A refusal whose `message` is safe to show to the uploader as-is. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejectionReason,
    message: string,
  ) {
    super(message);
  }
}

const UNSUPPORTED = 'Only JPEG, PNG, WebP, AVIF or GIF images are accepted';

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Identifies the container from its first bytes; anything unrecognised is refused. */
export function sniffImageFormat(input: Buffer): AcceptedFormat | null {
  const ascii = (start: number, end: number) => input.toString('latin1', start, end);
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (input.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (input.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: box size, 'ftyp', major brand, minor version, compatible brands.
  if (input.length >= 16 && ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(input.readUInt32BE(0), input.length);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

/** sharp names AVIF 'heif' and tells it apart from HEIC only by its compression. */
function decoderAgrees(sniffed: AcceptedFormat, metadata: Metadata): boolean {
  if (sniffed === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === sniffed;
}

/** The rendition widths for an image `originalWidth` wide: never upscaled, always at least one. */
export function renditionWidths(originalWidth: number, widths: readonly number[] = RENDITION_WIDTHS): number[] {
  const fitting = [...new Set(widths)].filter((w) => w <= originalWidth).sort((a, b) => a - b);
  return fitting.length > 0 ? fitting : [originalWidth];
}

function readerFor(input: Buffer): Sharp {
  // failOn 'error' rather than the default 'warning': harmless warnings (odd but decodable
  // metadata) are common in phone photos and should not bounce an upload; truncated data still does.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
}

export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  if (input.length > maxBytes) {
    throw new ImageRejectedError('too_large', `Image is larger than ${formatMegabytes(maxBytes)}`);
  }
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw new ImageRejectedError('unsupported_format', UNSUPPORTED);

  let metadata: Metadata;
  try {
    metadata = await readerFor(input).metadata();
  } catch (error) {
    throw translateSharpError(error);
  }
  if (!decoderAgrees(sniffed, metadata)) throw new ImageRejectedError('unsupported_format', UNSUPPORTED);
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();

  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const widths = renditionWidths(upright.width, options.widths);
  const largest = widths[widths.length - 1]!;

  try {
    // Decode the original once, to raw pixels at the largest rendition, and derive every smaller
    // rendition from that: a 24 MP phone photo is then decoded once rather than once per width.
    // sharp drops EXIF/XMP/ICC-private metadata on output unless asked to keep it.
    const base = await readerFor(input)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const variants = await Promise.all(
      widths.map(async (width) => {
        const pipeline = sharp(base.data, { raw });
        if (width !== raw.width) pipeline.resize({ width });
        const { data, info } = await pipeline
          .webp({ quality: WEBP_QUALITY, alphaQuality: 90, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, buffer: data };
      }),
    );
    const top = variants[variants.length - 1]!;
    return { width: top.width, height: top.height, variants };
  } catch (error) {
    throw translateSharpError(error);
  }
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

function tooManyPixels(): ImageRejectedError {
  return new ImageRejectedError('too_many_pixels', 'Image dimensions are too large');
}

function unreadable(): ImageRejectedError {
  return new ImageRejectedError('unreadable', 'The image could not be read; it may be damaged or incomplete');
}

/** Maps sharp's internal messages (which name libvips internals) to a human refusal. */
function translateSharpError(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels();
  if (/unsupported image format/i.test(message)) return new ImageRejectedError('unsupported_format', UNSUPPORTED);
  return unreadable();
}
