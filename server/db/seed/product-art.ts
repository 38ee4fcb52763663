/**
 * Generated product photography for the seed catalogue: one 1200x1500 (4:5) picture per product,
 * drawn as SVG at seed time and rendered by sharp, so a fresh clone has a believable shop without
 * downloading anything. Everything about a picture (backdrop, light side, stage, botanicals,
 * finish when the catalogue does not pin one) is drawn from a hash of the slug, so the same
 * product always gets the same picture and no two products look alike.
 *
 * The pictures then go through the same `processImage` pipeline as uploads (see seed.ts).
 */
import sharp from 'sharp';
import {
  bodyBrush,
  faceBrush,
  facialRoller,
  giftBox,
  guaSha,
  konjacSponge,
  muslinCloths,
  paddleBrush,
  scrunchies,
  travelPouch,
  woodenComb,
} from './art/accessories';
import { chamomile, citrusSlice, largeLeaf, pebbles, petals, SPRIGS } from './art/botanicals';
import { createRng, luminance, mix, r1, type Rng, shade } from './art/colour';
import { type Backdrop, BACKDROPS, type BackdropName, type Finish, FINISHES, type FinishName, VESSEL_FINISHES } from './art/palette';
import { type Drawer, type Drawing, leafOutline, SHARED_DEFS, softShadow } from './art/svg';
import { dropperBottle, jar, pumpBottle, soapBar, sprayBottle, stick, tin, tube } from './art/vessels';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 1500;
const CENTRE = ART_WIDTH / 2;
const HORIZON = 1040;

interface KindInfo {
  draw: Drawer;
  /** Finishes the hash picks from when the catalogue does not name one. */
  finishes: readonly FinishName[];
  /** Tall upright objects may stand on a plinth; wide or flat ones stay on the table. */
  plinth: boolean;
}

const KINDS = {
  dropper: { draw: dropperBottle, finishes: ['amber', 'forest', 'frosted', 'blush', 'sage'], plinth: true },
  pump: { draw: pumpBottle, finishes: VESSEL_FINISHES, plinth: true },
  spray: { draw: sprayBottle, finishes: VESSEL_FINISHES, plinth: true },
  jar: { draw: jar, finishes: VESSEL_FINISHES, plinth: true },
  tube: { draw: tube, finishes: ['frosted', 'sage', 'terracotta', 'ceramic', 'blush', 'sand'], plinth: true },
  stick: { draw: stick, finishes: ['frosted', 'sage', 'ceramic', 'blush', 'sand'], plinth: true },
  tin: { draw: tin, finishes: ['sage', 'terracotta', 'ceramic', 'blush', 'sand', 'forest'], plinth: false },
  bar: { draw: soapBar, finishes: ['sage', 'terracotta', 'ceramic', 'blush', 'sand', 'charcoal'], plinth: false },
  roller: { draw: facialRoller, finishes: ['jade', 'roseQuartz'], plinth: false },
  guasha: { draw: guaSha, finishes: ['jade', 'roseQuartz'], plinth: false },
  brush: { draw: paddleBrush, finishes: ['bamboo'], plinth: false },
  bodyBrush: { draw: bodyBrush, finishes: ['bamboo', 'walnut'], plinth: false },
  faceBrush: { draw: faceBrush, finishes: ['walnut', 'bamboo'], plinth: true },
  sponge: { draw: konjacSponge, finishes: ['linen', 'charcoal', 'blush', 'sage'], plinth: false },
  comb: { draw: woodenComb, finishes: ['walnut', 'bamboo'], plinth: false },
  cloths: { draw: muslinCloths, finishes: ['linen'], plinth: false },
  pouch: { draw: travelPouch, finishes: ['linen', 'sage', 'blush', 'sand'], plinth: false },
  scrunchie: { draw: scrunchies, finishes: ['silk', 'blush', 'sage'], plinth: false },
  giftbox: { draw: giftBox, finishes: ['ceramic', 'sage', 'blush', 'sand', 'frosted'], plinth: false },
} satisfies Record<string, KindInfo>;

export type ArtKind = keyof typeof KINDS;
export const ART_KINDS = Object.keys(KINDS) as ArtKind[];

export interface ProductArtSpec {
  slug: string;
  kind: ArtKind;
  /** Pin the finish (a charcoal sponge is black); otherwise the slug's hash picks one. */
  finish?: FinishName;
}

/** A backdrop the product stands out from: a light vessel on a light wall gets a darker or tinted set. */
function pickBackdrop(rng: Rng, finish: Finish): Backdrop {
  const names = Object.keys(BACKDROPS) as BackdropName[];
  const start = rng.int(0, names.length - 1);
  const body = luminance(finish.body);
  for (let i = 0; i < names.length; i++) {
    const backdrop: Backdrop = BACKDROPS[names[(start + i) % names.length]!];
    const wall = luminance(backdrop.wallBottom);
    const contrast = (Math.max(body, wall) + 0.05) / (Math.min(body, wall) + 0.05);
    if (contrast >= 1.12) return backdrop;
  }
  return BACKDROPS.sand;
}

function wallAndFloor(backdrop: Backdrop, lightX: number): string {
  return `<defs>
<linearGradient id="wall" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${backdrop.wallTop}"/><stop offset="1" stop-color="${backdrop.wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${backdrop.floorTop}"/><stop offset="1" stop-color="${backdrop.floorBottom}"/></linearGradient>
<radialGradient id="glow" cx="${lightX}" cy="180" r="950" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${backdrop.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${backdrop.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${ART_WIDTH}" height="${HORIZON + 4}" fill="url(#wall)"/>
<rect width="${ART_WIDTH}" height="${HORIZON + 4}" fill="url(#glow)"/>`;
}

/** The soft shape behind the product: an arch, a sun disc or nothing. */
function stage(backdrop: Backdrop, rng: Rng): string {
  const style = rng.pick(['arch', 'arch', 'disc', 'none'] as const);
  const fill = backdrop.arch;
  if (style === 'arch') {
    const half = rng.int(260, 320);
    const top = rng.int(200, 300);
    return `<path d="M${CENTRE - half} ${HORIZON} L${CENTRE - half} ${top + half} A${half} ${half} 0 0 1 ${CENTRE + half} ${top + half} L${CENTRE + half} ${HORIZON} Z" fill="${fill}"/>`;
  }
  if (style === 'disc') {
    return `<circle cx="${CENTRE + rng.int(-60, 60)}" cy="${rng.int(480, 600)}" r="${rng.int(280, 340)}" fill="${fill}"/>`;
  }
  return '';
}

/** Blurred leaf shadows on the wall, as if sunlight came through a plant beside a window. */
function dappledLight(backdrop: Backdrop, lightLeft: boolean, rng: Rng): string {
  const leaves: string[] = [];
  // Shadows on a warm wall are a deeper warm tone, not grey.
  const tint = shade(backdrop.wallBottom, -0.55);
  const originX = lightLeft ? -60 : ART_WIDTH + 60;
  for (let i = 0; i < 7; i++) {
    const angle = (lightLeft ? 1 : -1) * rng.range(60, 150);
    const x = originX + (lightLeft ? 1 : -1) * rng.range(0, 220);
    const d = leafOutline(rng.range(260, 460), rng.range(90, 160));
    // Out-of-focus edges without a blur filter: the same leaf stroked ever thinner, faintly.
    const layers = [72, 48, 24, 0].map((w) => `<path d="${d}" fill="${tint}" stroke="${tint}" stroke-width="${w}" stroke-linejoin="round" opacity="0.25"/>`);
    leaves.push(`<g transform="translate(${r1(x)} ${r1(rng.range(40, 700))}) rotate(${r1(angle)})">${layers.join('')}</g>`);
  }
  return `<g opacity="${backdrop.dark ? 0.2 : 0.085}">${leaves.join('')}</g>`;
}

function floor(backdrop: Backdrop): string {
  return `<rect y="${HORIZON}" width="${ART_WIDTH}" height="${ART_HEIGHT - HORIZON}" fill="url(#floor)"/>
<rect y="${HORIZON - 2}" width="${ART_WIDTH}" height="6" fill="${shade(backdrop.floorTop, -0.08)}" opacity="0.6" filter="url(#b2)"/>`;
}

const PLINTH_TOP = 1120;
function plinth(backdrop: Backdrop, productWidth: number, rng: Rng): string {
  const colour = rng.pick([mix(backdrop.arch, backdrop.floorTop, 0.4), '#E4DBCD', '#D6B29C', '#CFD6C6']);
  const rx = Math.max(280, productWidth / 2 + 60);
  const ry = 48;
  const h = 190;
  return `${softShadow(CENTRE + 30, PLINTH_TOP + h + 6, rx + 70, ry + 26, 0.3)}
<ellipse cx="${CENTRE}" cy="${PLINTH_TOP + h}" rx="${rx}" ry="${ry}" fill="${shade(colour, -0.12)}"/>
<rect x="${CENTRE - rx}" y="${PLINTH_TOP}" width="${rx * 2}" height="${h}" fill="${shade(colour, -0.05)}"/>
<rect x="${CENTRE - rx}" y="${PLINTH_TOP}" width="${rx * 2}" height="${h}" fill="url(#cyl)" opacity="0.7"/>
<ellipse cx="${CENTRE}" cy="${PLINTH_TOP}" rx="${rx}" ry="${ry}" fill="${shade(colour, 0.1)}"/>`;
}

function shadows(drawing: Drawing, baseY: number, castSide: number, dark: boolean): string {
  const w = drawing.width;
  const strength = dark ? 1.6 : 1;
  return `${softShadow(CENTRE + castSide * w * 0.45, baseY - 6, w * 0.95, Math.min(80, 36 + w * 0.06), 0.22 * strength)}
${softShadow(CENTRE, baseY - 2, w * 0.58, 22, 0.5 * strength)}`;
}

/** Product imagery should be large: scale each object up to fill the frame, within bounds. */
const MAX_HEIGHT = 830;
const MAX_WIDTH = 720;
const MAX_SCALE = 1.45;
function enlarged(drawing: Drawing, baseY: number): Drawing {
  const s = Math.min(MAX_SCALE, MAX_HEIGHT / drawing.height, MAX_WIDTH / drawing.width);
  return {
    svg: `<g transform="translate(${CENTRE} ${baseY}) scale(${r1(s * 100) / 100}) translate(${-CENTRE} ${-baseY})">${drawing.svg}</g>`,
    width: drawing.width * s,
    height: drawing.height * s,
  };
}

/** A sprig standing behind the product, leaning out on one side and rising well above it. */
function backSprig(drawing: Drawing, baseY: number, side: number, rng: Rng): string {
  const sprig = rng.pick(SPRIGS);
  const length = Math.min(baseY - 280, Math.max(520, drawing.height + rng.range(180, 320)));
  // Wide, low objects would hide a sprig planted near their middle.
  const offset = drawing.width * (drawing.width > drawing.height ? 0.32 : 0.18);
  return sprig(CENTRE + side * offset, baseY - 8, length, side * rng.range(12, 28), rng);
}

/** One or two small things on the table beside the product. */
function tableDecor(drawing: Drawing, floorY: number, side: number, rng: Rng): string {
  const clear = drawing.width / 2 + 40;
  const zoneCentre = (s: number) => CENTRE + s * (clear + 120);
  const items = [
    (x: number, y: number) => citrusSlice(x, y, 92, rng),
    (x: number, y: number) => petals(x, y, 100, rng),
    (x: number, y: number) => chamomile(x, y, 78, rng),
    (x: number, y: number) => pebbles(x, y + 20, 190, rng),
    (x: number, y: number) => largeLeaf(x + (x < CENTRE ? 110 : -110), y + 40, 290, rng.range(62, 78) * (x < CENTRE ? -1 : 1), rng),
  ];
  const first = rng.int(0, items.length - 1);
  const out = [items[first]!(Math.min(1050, Math.max(150, zoneCentre(side))), floorY + rng.range(30, 110))];
  if (rng.chance(0.55)) {
    const second = (first + rng.int(1, items.length - 1)) % items.length;
    out.push(items[second]!(Math.min(1050, Math.max(150, zoneCentre(-side))), floorY + rng.range(70, 150)));
  }
  return out.join('');
}

/**
 * The picture as SVG, drawn in a 1200x1500 coordinate space and sized `width` px wide.
 */
export function productArtSvg(spec: ProductArtSpec, width = ART_WIDTH): string {
  const info: KindInfo = KINDS[spec.kind];
  const rng = createRng(spec.slug);
  const finish: Finish = FINISHES[spec.finish ?? rng.pick(info.finishes)];
  const backdrop = pickBackdrop(rng, finish);
  const lightLeft = rng.chance(0.5);
  const castSide = lightLeft ? 1 : -1;
  const onPlinth = info.plinth && rng.chance(0.4);
  const baseY = onPlinth ? PLINTH_TOP : 1210;
  const drawing = enlarged(info.draw({ cx: CENTRE, baseY, finish, rng }), baseY);
  const sprigSide = rng.chance(0.5) ? 1 : -1;
  const layers = [
    wallAndFloor(backdrop, lightLeft ? 160 : ART_WIDTH - 160),
    stage(backdrop, rng),
    dappledLight(backdrop, lightLeft, rng),
    floor(backdrop),
    onPlinth ? plinth(backdrop, drawing.width, rng) : '',
    rng.chance(0.8) ? backSprig(drawing, baseY, sprigSide, rng) : '',
    shadows(drawing, baseY, castSide, backdrop.dark ?? false),
    drawing.svg,
    tableDecor(drawing, onPlinth ? PLINTH_TOP + 190 : baseY, -sprigSide, rng),
  ];
  const height = Math.round((width * ART_HEIGHT) / ART_WIDTH);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
<defs>${SHARED_DEFS}</defs>
${layers.join('\n')}
</svg>`;
}

/**
 * Renders the picture to a PNG (fast, lossless) ready for `processImage`. Render it as wide as the
 * largest rendition you will make from it: drawing 1200 px to then shrink to 960 costs time for
 * nothing.
 */
export async function renderProductArt(spec: ProductArtSpec, width = ART_WIDTH): Promise<Buffer> {
  // The backdrop covers every pixel: dropping the alpha channel spares the WebP encoder an alpha plane.
  return sharp(Buffer.from(productArtSvg(spec, width))).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}
