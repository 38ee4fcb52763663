/**
 * Shared SVG pieces for the product art: the gradients and blurs every drawing may use (fixed ids,
 * defined once per picture), and the label with its leaf mark. Shading is done with translucent
 * overlays rather than per-colour gradients, so any finish gets the same light.
 */
import { r1, type Rng } from './colour';
import type { Finish } from './palette';

/** One drawing: SVG markup plus its footprint, so the scene can place shadows and botanicals. */
export interface Drawing {
  svg: string;
  /** Widest extent, in px. */
  width: number;
  /** From the floor to the top, in px. */
  height: number;
}

export interface DrawContext {
  /** Horizontal centre of the object. */
  cx: number;
  /** Where the object meets the surface it stands on. */
  baseY: number;
  finish: Finish;
  rng: Rng;
}

export type Drawer = (ctx: DrawContext) => Drawing;

let counter = 0;
/** A fresh id for a clip path or gradient that only one drawing uses. */
export function uid(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

const blur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

export const SHARED_DEFS = `
<linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.30"/>
  <stop offset="0.1" stop-color="#000" stop-opacity="0.10"/>
  <stop offset="0.26" stop-color="#fff" stop-opacity="0.26"/>
  <stop offset="0.4" stop-color="#fff" stop-opacity="0.06"/>
  <stop offset="0.62" stop-color="#000" stop-opacity="0"/>
  <stop offset="0.88" stop-color="#000" stop-opacity="0.14"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.32"/>
</linearGradient>
<linearGradient id="cylv" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
  <stop offset="0.22" stop-color="#fff" stop-opacity="0.3"/>
  <stop offset="0.4" stop-color="#fff" stop-opacity="0.05"/>
  <stop offset="0.75" stop-color="#000" stop-opacity="0.08"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.34"/>
</linearGradient>
<linearGradient id="gloss" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.65"/>
  <stop offset="0.55" stop-color="#fff" stop-opacity="0.25"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<linearGradient id="vshade" x1="0" x2="0" y1="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.16"/>
</linearGradient>
<radialGradient id="soft">
  <stop offset="0" stop-color="#000" stop-opacity="1"/>
  <stop offset="0.45" stop-color="#000" stop-opacity="0.6"/>
  <stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>
<radialGradient id="dome" cx="0.36" cy="0.3" r="0.85">
  <stop offset="0" stop-color="#fff" stop-opacity="0.38"/>
  <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
</radialGradient>
${blur('b2', 2)}${blur('b6', 6)}`;

/**
 * A soft shadow: an ellipse filled with a radial fade. Gaussian blur filters look the same but
 * cost ten times as much to render at this size, and the seed draws fifty pictures.
 */
export function softShadow(cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#soft)" opacity="${r1(opacity * 100) / 100}"/>`;
}

/** A rectangle with the cylinder light laid over it. */
export function cylRect(x: number, y: number, w: number, h: number, fill: string, rx = 0): string {
  const a = `x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}"`;
  return `<rect ${a} fill="${fill}"/><rect ${a} fill="url(#cyl)"/>`;
}

/** A vertical highlight strip, the reflection of a window on glass or glaze. */
export function glossStrip(x: number, y: number, w: number, h: number, opacity = 1): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w / 2)}" fill="url(#gloss)" opacity="${opacity}" filter="url(#b2)"/>`;
}

/** Outline of a leaf from its stalk at (0, 0) to its tip at (0, -length). */
export function leafOutline(length: number, width: number): string {
  const l = length;
  const w = width / 2;
  return `M0 0 C ${r1(w * 1.2)} ${r1(-l * 0.25)} ${r1(w)} ${r1(-l * 0.75)} 0 ${r1(-l)} C ${r1(-w)} ${r1(-l * 0.75)} ${r1(-w * 1.2)} ${r1(-l * 0.25)} 0 0 Z`;
}

/** A single leaf: pointed at both ends, midrib along its length, tip pointing up before rotation. */
export function leafPath(x: number, y: number, length: number, width: number, angle: number, fill: string, vein?: string): string {
  const l = length;
  const w = width / 2;
  const shape = leafOutline(length, width);
  const rib = vein
    ? `<path d="M0 0 Q ${r1(w * 0.15)} ${r1(-l * 0.5)} 0 ${r1(-l * 0.92)}" stroke="${vein}" stroke-width="${r1(Math.max(1, width * 0.05))}" fill="none" stroke-linecap="round" opacity="0.55"/>`
    : '';
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><path d="${shape}" fill="${fill}"/>${rib}</g>`;
}

/** The brand mark: a two-leaf sprout. */
export function leafMark(cx: number, cy: number, size: number, colour: string): string {
  const stemTop = cy - size * 0.1;
  return `<g>
<path d="M${r1(cx)} ${r1(cy + size * 0.5)} L${r1(cx)} ${r1(stemTop)}" stroke="${colour}" stroke-width="${r1(size * 0.07)}" stroke-linecap="round"/>
${leafPath(cx, stemTop, size * 0.62, size * 0.34, -42, colour)}
${leafPath(cx, stemTop + size * 0.12, size * 0.5, size * 0.28, 46, colour)}
</g>`;
}

/**
 * A label: the sprout, a bold bar where a product name would be and fine lines for the small
 * print. Bars rather than <text>, because fonts on the server are not guaranteed and at card
 * size type reads as texture anyway.
 */
export function label(x: number, y: number, w: number, h: number, finish: Finish, rng: Rng, options: { mark?: boolean } = {}): string {
  const cx = x + w / 2;
  const ink = finish.ink;
  const parts = [`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${finish.label}"/>`];
  const mark = options.mark ?? h > w * 0.45;
  let cursor = y + h * 0.16;
  if (mark) {
    const size = Math.min(h * 0.26, w * 0.24);
    parts.push(leafMark(cx, cursor + size * 0.5, size, ink));
    cursor += size + h * 0.08;
  }
  const titleW = w * rng.range(0.42, 0.6);
  const titleH = Math.max(4, h * (mark ? 0.07 : 0.13));
  parts.push(`<rect x="${r1(cx - titleW / 2)}" y="${r1(cursor)}" width="${r1(titleW)}" height="${r1(titleH)}" rx="${r1(titleH / 2)}" fill="${ink}"/>`);
  cursor += titleH + h * 0.07;
  for (const frac of [rng.range(0.3, 0.46), rng.range(0.22, 0.36)]) {
    const lineH = Math.max(2, h * 0.028);
    parts.push(`<rect x="${r1(cx - (w * frac) / 2)}" y="${r1(cursor)}" width="${r1(w * frac)}" height="${r1(lineH)}" rx="${r1(lineH / 2)}" fill="${ink}" opacity="0.7"/>`);
    cursor += lineH + h * 0.045;
  }
  return parts.join('');
}
