/** The media module's public surface: decoding uploads into WebP renditions, and storing them. */
export { ImageRejectedError, type ProcessedImage, processImage, RENDITION_WIDTHS } from './images';
export { deleteMediaFiles, saveMedia, toProductImage } from './media-store';
