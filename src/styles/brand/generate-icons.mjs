// Renders the PWA icons in public/icons from the Verdant leaf mark. Run once after changing the mark:
//   node src/styles/brand/generate-icons.mjs
// The PNGs are committed; this is not part of the build.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const GREEN = '#354735';
const CREAM = '#FBF7F0';
const SAGE = '#AABFA1';

/** The mark in a 100x100 box: a leaf rising to the upper right, with its midrib and stem. */
const leaf = (fill, vein) => `
  <path d="M27 75 C 21 49, 38 25, 78 20 C 81 55, 60 78, 27 75 Z" fill="${fill}"/>
  <path d="M27 75 C 41 60, 54 45, 71 28" fill="none" stroke="${vein}" stroke-width="2.6" stroke-linecap="round"/>
  <path d="M27 75 L 19 83" fill="none" stroke="${fill}" stroke-width="3.4" stroke-linecap="round"/>`;

/** scale: share of the canvas the 100-unit mark box takes; radius: corner rounding (0 = full bleed). */
function iconSvg(size, { scale, radius }) {
  const box = size * scale;
  const offset = (size - box) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * radius}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${box / 100})">${leaf(CREAM, SAGE)}</g>
</svg>`;
}

const out = new URL('../../../public/', import.meta.url);
await mkdir(new URL('icons/', out), { recursive: true });

const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
const targets = [
  ['icons/icon-192.png', iconSvg(192, { scale: 0.78, radius: 0.22 })],
  ['icons/icon-512.png', iconSvg(512, { scale: 0.78, radius: 0.22 })],
  // Maskable: full bleed, mark inside the 80% safe circle.
  ['icons/maskable-512.png', iconSvg(512, { scale: 0.6, radius: 0 })],
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  ['icons/apple-touch-icon.png', iconSvg(180, { scale: 0.72, radius: 0 })],
];
for (const [file, svg] of targets) await writeFile(new URL(file, out), await png(svg));

await writeFile(new URL('favicon.svg', out), iconSvg(64, { scale: 0.92, radius: 0.22 }));

// favicon.ico: browsers ask for it unprompted. An ICO may hold a PNG directly (Vista+ format).
const ico32 = await png(iconSvg(32, { scale: 0.92, radius: 0.22 }));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(ico32.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
await writeFile(new URL('favicon.ico', out), Buffer.concat([header, ico32]));

console.log('icons written to public/');
