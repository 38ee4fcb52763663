/**
 * Decorative botanicals for the product art: sprigs that stand behind the product and small things
 * lying on the surface in front of it. All positions and sizes come from the caller's Rng, so each
 * slug gets its own arrangement.
 */
import { r1, type Rng, shade } from './colour';
import { FOLIAGE, PETALS } from './palette';
import { leafPath } from './svg';

/** A point `t` of the way along a gently curving stem from (x, y). */
function stemPoint(x: number, y: number, length: number, angle: number, bend: number, t: number) {
  const a = ((angle + bend * t) * Math.PI) / 180;
  // Integrate the bend approximately: good enough for a stem.
  const mid = ((angle + (bend * t) / 2) * Math.PI) / 180;
  return { x: x + Math.sin(mid) * length * t, y: y - Math.cos(mid) * length * t, a: (a * 180) / Math.PI };
}

function stem(x: number, y: number, length: number, angle: number, bend: number, colour: string, width: number): string {
  const points = [0, 0.25, 0.5, 0.75, 1].map((t) => stemPoint(x, y, length, angle, bend, t));
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${r1(p.x)} ${r1(p.y)}`).join(' ');
  return `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Silver-dollar eucalyptus: round leaves in pairs, shrinking to the tip. */
export function eucalyptusSprig(x: number, y: number, length: number, angle: number, rng: Rng): string {
  const colour = rng.pick(['#8FA79A', '#93AA9E', '#86A08F']);
  const bend = rng.range(-25, 25);
  const parts = [stem(x, y, length, angle, bend, shade(colour, -0.25), 5)];
  for (let t = 0.18; t <= 0.98; t += 0.12) {
    const p = stemPoint(x, y, length, angle, bend, t);
    const size = length * 0.085 * (1.15 - t * 0.55);
    for (const side of [-1, 1]) {
      const a = ((p.a + side * 90) * Math.PI) / 180;
      const ox = p.x + Math.sin(a) * size * 0.8;
      const oy = p.y - Math.cos(a) * size * 0.8;
      const tint = shade(colour, rng.range(-0.08, 0.1));
      parts.push(`<ellipse cx="${r1(ox)}" cy="${r1(oy)}" rx="${r1(size)}" ry="${r1(size * 0.86)}" fill="${tint}" transform="rotate(${r1(p.a)} ${r1(ox)} ${r1(oy)})"/>`);
    }
  }
  return `<g>${parts.join('')}</g>`;
}

/** Olive or rosemary: narrow pointed leaves along the stem. */
export function oliveSprig(x: number, y: number, length: number, angle: number, rng: Rng): string {
  const colour = rng.pick(FOLIAGE);
  const bend = rng.range(-30, 30);
  const parts = [stem(x, y, length, angle, bend, shade(colour, -0.3), 4)];
  for (let t = 0.12; t <= 0.96; t += 0.085) {
    const p = stemPoint(x, y, length, angle, bend, t);
    const side = Math.round(t * 100) % 2 === 0 ? 1 : -1;
    const len = length * 0.2 * (1.1 - t * 0.4);
    parts.push(leafPath(p.x, p.y, len, len * 0.24, p.a + side * rng.range(38, 55), shade(colour, rng.range(-0.1, 0.12)), shade(colour, 0.35)));
  }
  parts.push(leafPath(...xy(stemPoint(x, y, length, angle, bend, 1)), length * 0.16, length * 0.04, angle + bend, colour));
  return `<g>${parts.join('')}</g>`;
}

function xy(p: { x: number; y: number }): [number, number] {
  return [p.x, p.y];
}

/** Lavender: a bare stem with a spike of small buds at the top. */
export function lavenderSprig(x: number, y: number, length: number, angle: number, rng: Rng): string {
  const bend = rng.range(-12, 12);
  const parts = [stem(x, y, length, angle, bend, '#7F9477', 4)];
  for (let t = 0.62; t <= 1; t += 0.022) {
    const p = stemPoint(x, y, length, angle, bend, t);
    for (const side of [-1, 1]) {
      const a = ((p.a + side * 70) * Math.PI) / 180;
      const off = 7 * (1.2 - t * 0.5);
      const cx = p.x + Math.sin(a) * off;
      const cy = p.y - Math.cos(a) * off;
      parts.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(off * 0.9)}" ry="${r1(off * 1.3)}" fill="${rng.pick(['#9C8BBC', '#A898C6', '#8C7AAE'])}" transform="rotate(${r1(p.a + side * 25)} ${r1(cx)} ${r1(cy)})"/>`);
    }
  }
  return `<g>${parts.join('')}</g>`;
}

/** One large leaf with side veins, e.g. lying on the table. */
export function largeLeaf(x: number, y: number, length: number, angle: number, rng: Rng): string {
  const colour = rng.pick(FOLIAGE);
  const veins: string[] = [];
  for (let t = 0.2; t < 0.85; t += 0.13) {
    for (const side of [-1, 1]) {
      veins.push(`<path d="M0 ${r1(-length * t)} Q ${r1(side * length * 0.1)} ${r1(-length * (t + 0.05))} ${r1(side * length * 0.16)} ${r1(-length * (t + 0.14))}" stroke="${shade(colour, 0.3)}" stroke-width="2" fill="none" opacity="0.5"/>`);
    }
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">${leafPath(0, 0, length, length * 0.42, 0, colour, shade(colour, 0.35))}${veins.join('')}</g>`;
}

/** A citrus slice lying on the table (an ellipse: we see it at an angle). */
export function citrusSlice(x: number, y: number, radius: number, rng: Rng): string {
  const [rind, flesh] = rng.pick([
    ['#E39A4C', '#F2B56B'],
    ['#E3C457', '#F2DB84'],
    ['#E0806A', '#F0A08A'],
  ] as const);
  const segments: string[] = [];
  const n = 10;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2 + 0.05;
    const a1 = ((i + 1) / n) * Math.PI * 2 - 0.05;
    const ri = radius * 0.1;
    const ro = radius * 0.8;
    segments.push(
      `<path d="M${r1(Math.cos(a0) * ri)} ${r1(Math.sin(a0) * ri)} L${r1(Math.cos(a0) * ro)} ${r1(Math.sin(a0) * ro)} A${r1(ro)} ${r1(ro)} 0 0 1 ${r1(Math.cos(a1) * ro)} ${r1(Math.sin(a1) * ro)} L${r1(Math.cos(a1) * ri)} ${r1(Math.sin(a1) * ri)} Z" fill="${flesh}"/>`,
    );
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(1 0.46)">
<circle cx="0" cy="16" r="${r1(radius)}" fill="${shade(rind, -0.2)}"/>
<circle r="${r1(radius)}" fill="${rind}"/><circle r="${r1(radius * 0.88)}" fill="#FBF3E2"/>
${segments.join('')}<circle r="${r1(radius)}" fill="url(#dome)" opacity="0.5"/></g>`;
}

/** A few loose petals scattered on the table. */
export function petals(x: number, y: number, spread: number, rng: Rng): string {
  const parts: string[] = [];
  const count = rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    const px = x + rng.range(-spread, spread);
    const py = y + rng.range(-spread * 0.25, spread * 0.25);
    const size = rng.range(26, 42);
    const colour = rng.pick(PETALS);
    parts.push(`<g transform="translate(${r1(px)} ${r1(py)}) scale(1 0.55) rotate(${r1(rng.range(0, 360))})">
<path d="M0 0 C ${r1(size * 0.7)} ${r1(-size * 0.2)} ${r1(size * 0.6)} ${r1(-size)} 0 ${r1(-size * 1.05)} C ${r1(-size * 0.6)} ${r1(-size)} ${r1(-size * 0.7)} ${r1(-size * 0.2)} 0 0 Z" fill="${colour}"/>
<path d="M0 -4 L0 ${r1(-size * 0.7)}" stroke="${shade(colour, -0.15)}" stroke-width="1.5" opacity="0.6"/></g>`);
  }
  return parts.join('');
}

/** A chamomile or daisy head lying face up. */
export function chamomile(x: number, y: number, radius: number, rng: Rng): string {
  const parts: string[] = [];
  const n = 16;
  const turn = rng.range(0, 20);
  for (let i = 0; i < n; i++) {
    parts.push(`<ellipse cx="0" cy="${r1(-radius * 0.62)}" rx="${r1(radius * 0.17)}" ry="${r1(radius * 0.42)}" fill="#FBF8F1" transform="rotate(${r1((i * 360) / n + turn)})"/>`);
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(1 0.58)">${parts.join('')}
<circle r="${r1(radius * 0.3)}" fill="#E2B44A"/><circle r="${r1(radius * 0.3)}" fill="url(#dome)"/></g>`;
}

/** Two or three smooth stones, stacked. */
export function pebbles(x: number, y: number, size: number, rng: Rng): string {
  const tones = ['#CFC6BA', '#BDB3A6', '#D9D2C7', '#A9A197'];
  const parts: string[] = [];
  let cy = y;
  let w = size;
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const h = w * rng.range(0.36, 0.46);
    const tone = rng.pick(tones);
    const ox = x + rng.range(-w * 0.06, w * 0.06);
    parts.push(`<ellipse cx="${r1(ox)}" cy="${r1(cy - h / 2)}" rx="${r1(w / 2)}" ry="${r1(h / 2)}" fill="${tone}"/><ellipse cx="${r1(ox)}" cy="${r1(cy - h / 2)}" rx="${r1(w / 2)}" ry="${r1(h / 2)}" fill="url(#dome)"/>`);
    cy -= h * 0.86;
    w *= rng.range(0.62, 0.78);
  }
  return parts.join('');
}

export type Sprig = typeof eucalyptusSprig;
export const SPRIGS: readonly Sprig[] = [eucalyptusSprig, oliveSprig, lavenderSprig];
