/**
 * Cosmetic containers for the product art, each drawn front-on standing on (ctx.cx, ctx.baseY):
 * flat fills in the finish's colours, then the shared cylinder light laid over them.
 */
import { mix, r1, shade } from './colour';
import type { Finish } from './palette';
import { cylRect, type DrawContext, type Drawing, glossStrip, label, leafMark, uid } from './svg';

/** Outline of a bottle with rounded shoulders narrowing to a neck of `neckW`. */
function bottlePath(cx: number, base: number, w: number, h: number, shoulder: number, neckW: number): string {
  const top = base - h;
  const l = cx - w / 2;
  const rr = cx + w / 2;
  const rb = Math.min(28, w * 0.12);
  return [
    `M${r1(l)} ${r1(base - rb)}`,
    `L${r1(l)} ${r1(top + shoulder)}`,
    `C${r1(l)} ${r1(top + shoulder * 0.25)} ${r1(cx - neckW / 2 - shoulder * 0.35)} ${r1(top)} ${r1(cx - neckW / 2)} ${r1(top)}`,
    `L${r1(cx + neckW / 2)} ${r1(top)}`,
    `C${r1(cx + neckW / 2 + shoulder * 0.35)} ${r1(top)} ${r1(rr)} ${r1(top + shoulder * 0.25)} ${r1(rr)} ${r1(top + shoulder)}`,
    `L${r1(rr)} ${r1(base - rb)}`,
    `Q${r1(rr)} ${r1(base)} ${r1(rr - rb)} ${r1(base)}`,
    `L${r1(l + rb)} ${r1(base)}`,
    `Q${r1(l)} ${r1(base)} ${r1(l)} ${r1(base - rb)} Z`,
  ].join(' ');
}

/** Fine vertical ribs on a cap or collar. */
function ribs(x: number, y: number, w: number, h: number, colour: string, step = 9): string {
  const lines: string[] = [];
  for (let at = x + step; at < x + w - step / 2; at += step) {
    lines.push(`<line x1="${r1(at)}" y1="${r1(y + 3)}" x2="${r1(at)}" y2="${r1(y + h - 3)}" stroke="${colour}" stroke-width="2" opacity="0.18"/>`);
  }
  return lines.join('');
}

/**
 * A bottle body with its label, the liquid line seen through glass, the light and a highlight.
 * Returns the markup and the body's top, where the closure sits.
 */
function bottle(ctx: DrawContext, w: number, h: number, shoulder: number, neckW: number, labelFrom = 0.64, labelSpan = 0.44) {
  const { cx, baseY, finish, rng } = ctx;
  const d = bottlePath(cx, baseY, w, h, shoulder, neckW);
  const clip = uid('bottle');
  const top = baseY - h;
  const liquid = finish.glass
    ? `<rect x="${r1(cx - w / 2)}" y="${r1(top + shoulder * 1.15)}" width="${w}" height="${r1(h)}" fill="${shade(finish.body, -0.28)}" opacity="0.55"/>`
    : '';
  const svg = `<clipPath id="${clip}"><path d="${d}"/></clipPath>
<path d="${d}" fill="${finish.body}"/>
<g clip-path="url(#${clip})">${liquid}
${label(cx - w / 2, baseY - h * labelFrom, w, h * labelSpan, finish, rng)}
<path d="${d}" fill="url(#cyl)"/></g>
${glossStrip(cx - w / 2 + w * 0.15, top + shoulder * 0.55, w * 0.07, h * 0.8, finish.glass ? 0.9 : 0.6)}`;
  return { svg, top };
}

function collar(cx: number, y: number, w: number, h: number, colour: string, rx = 8): string {
  return `${cylRect(cx - w / 2, y, w, h, colour, rx)}${ribs(cx - w / 2, y, w, h, shade(colour, -0.5))}`;
}

/** Rubber or glass-bead bulb colour that reads against the collar. */
function bulbColour(finish: Finish): string {
  return finish.accent === '#2B2724' ? '#3A3430' : mix(finish.accent, '#2B2724', 0.75);
}

export function dropperBottle(ctx: DrawContext): Drawing {
  const { cx, finish } = ctx;
  const w = 250;
  const body = bottle(ctx, w, 390, 72, 104);
  const neckY = body.top - 30;
  const collarH = 118;
  const collarY = neckY - collarH + 6;
  const bulbH = 132;
  const bulbY = collarY - bulbH + 14;
  const svg = `${body.svg}
${cylRect(cx - 50, neckY, 100, 36, shade(finish.body, -0.15))}
<rect x="${cx - 46}" y="${r1(bulbY)}" width="92" height="${bulbH}" rx="46" fill="${bulbColour(finish)}"/>
<rect x="${cx - 46}" y="${r1(bulbY)}" width="92" height="${bulbH}" rx="46" fill="url(#cyl)"/>
${collar(cx, collarY, 132, collarH, finish.accent, 10)}`;
  return { svg, width: w, height: ctx.baseY - bulbY };
}

export function pumpBottle(ctx: DrawContext): Drawing {
  const { cx, finish } = ctx;
  const w = 272;
  const body = bottle(ctx, w, 540, 84, 98, 0.66, 0.44);
  const collarY = body.top - 62;
  const stemY = collarY - 56;
  const headY = stemY - 50;
  const nozzle = `M${cx + 40} ${headY + 8} L${cx + 134} ${headY + 13} Q${cx + 150} ${headY + 15} ${cx + 150} ${headY + 31} L${cx + 146} ${headY + 36} L${cx + 40} ${headY + 36} Z`;
  const svg = `${body.svg}
${cylRect(cx - 17, stemY, 34, 60, shade(finish.accent, -0.12))}
<path d="${nozzle}" fill="${finish.accent}"/><path d="${nozzle}" fill="url(#vshade)"/>
${cylRect(cx - 52, headY, 104, 54, finish.accent, 12)}
${collar(cx, collarY, 126, 66, finish.accent)}`;
  return { svg, width: w + 40, height: ctx.baseY - headY };
}

export function sprayBottle(ctx: DrawContext): Drawing {
  const { cx, finish, rng } = ctx;
  const w = 240;
  const body = bottle(ctx, w, 470, 74, 96, 0.64, 0.42);
  const collarY = body.top - 48;
  const headY = collarY - 78;
  const mist: string[] = [];
  for (let i = 0; i < 16; i++) {
    const dist = rng.range(30, 190);
    const spread = rng.range(-0.45, 0.35) * dist * 0.6;
    mist.push(`<circle cx="${r1(cx + 60 + dist)}" cy="${r1(headY + 30 + spread)}" r="${r1(rng.range(2, 7) * (1 - dist / 320))}" fill="#fff" opacity="${r1(rng.range(0.25, 0.6) * 100) / 100}"/>`);
  }
  const svg = `${body.svg}
${cylRect(cx - 46, headY, 92, 84, finish.accent, 16)}
<circle cx="${cx + 30}" cy="${headY + 30}" r="6" fill="${shade(finish.accent, -0.45)}"/>
${collar(cx, collarY, 118, 50, finish.accent)}
<g filter="url(#b2)">${mist.join('')}</g>`;
  return { svg, width: w, height: ctx.baseY - headY };
}

export function jar(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const w = 440;
  const h = 226;
  const top = baseY - h;
  const clip = uid('jar');
  const lidH = 104;
  const lidY = top - lidH - 10;
  const lidW = w + 14;
  const lidTop = shade(finish.accent, 0.12);
  const labelW = w * 0.6;
  const labelH = h * 0.66;
  const svg = `<clipPath id="${clip}"><rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="34"/></clipPath>
<g clip-path="url(#${clip})">
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="${finish.body}"/>
${label(cx - labelW / 2, top + (h - labelH) / 2, labelW, labelH, finish, rng)}
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="url(#cyl)"/>
</g>
${glossStrip(cx - w / 2 + w * 0.12, top + 18, w * 0.05, h * 0.78, 0.6)}
${cylRect(cx - w / 2 + 12, top - 12, w - 24, 16, shade(finish.body, -0.25))}
${cylRect(cx - lidW / 2, lidY, lidW, lidH, finish.accent, 14)}
${ribs(cx - lidW / 2, lidY + 8, lidW, lidH - 8, shade(finish.accent, -0.5), 12)}
<ellipse cx="${cx}" cy="${lidY + 6}" rx="${lidW / 2 - 4}" ry="16" fill="${lidTop}"/>`;
  return { svg, width: lidW, height: baseY - lidY + 10 };
}

export function tube(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const capH = 84;
  const capTop = baseY - capH;
  const joinY = capTop - 22;
  const top = baseY - 640;
  const half = 152;
  const body = `M${cx - 104} ${joinY} C${cx - 112} ${joinY - 210} ${cx - half} ${top + 140} ${cx - half} ${top} L${cx + half} ${top} C${cx + half} ${top + 140} ${cx + 112} ${joinY - 210} ${cx + 104} ${joinY} Z`;
  const clip = uid('tube');
  const crimp: string[] = [];
  for (let x = cx - half; x <= cx + half; x += 8) {
    crimp.push(`<line x1="${x}" y1="${top - 30}" x2="${x}" y2="${top + 2}" stroke="#000" stroke-width="1.5" opacity="0.12"/>`);
  }
  const svg = `<clipPath id="${clip}"><path d="${body}"/></clipPath>
<path d="${body}" fill="${finish.body}"/>
<g clip-path="url(#${clip})">
${label(cx - half, top + 110, half * 2, 300, finish, rng)}
<rect x="${cx - half}" y="${top}" width="${half * 2}" height="${joinY - top}" fill="url(#cyl)"/>
</g>
${glossStrip(cx - half + 52, top + 40, 16, 420, 0.55)}
<rect x="${cx - half - 4}" y="${top - 32}" width="${half * 2 + 8}" height="36" rx="4" fill="${shade(finish.body, -0.06)}"/>
${crimp.join('')}
<path d="M${cx - 104} ${joinY} L${cx + 104} ${joinY} L${cx + 92} ${capTop} L${cx - 92} ${capTop} Z" fill="${shade(finish.accent, -0.08)}"/>
${cylRect(cx - 92, capTop, 184, capH, finish.accent, 12)}`;
  return { svg, width: half * 2 + 8, height: baseY - top + 32 };
}

/** A bar of soap with a paper band, resting on a slatted wooden dish. */
export function soapBar(ctx: DrawContext): Drawing {
  const { cx, baseY, finish } = ctx;
  const wood = '#B38A60';
  const dishFront = 34;
  const depth = 74;
  const dishTop = baseY - dishFront;
  const slats: string[] = [];
  for (let i = 1; i < 5; i++) {
    const y = dishTop - (depth * i) / 5;
    const inset = (30 * i) / 5;
    slats.push(`<line x1="${cx - 270 + inset}" y1="${r1(y)}" x2="${cx + 270 - inset}" y2="${r1(y)}" stroke="${shade(wood, -0.35)}" stroke-width="5" opacity="0.6"/>`);
  }
  const soapBase = dishTop - depth * 0.35;
  const sw = 390;
  const sh = 112;
  const sTop = soapBase - sh;
  const sDepth = 96;
  const topFace = `M${cx - sw / 2 + 14} ${sTop + 8} L${cx + sw / 2 - 14} ${sTop + 8} L${cx + sw / 2 - 44} ${sTop - sDepth} L${cx - sw / 2 + 44} ${sTop - sDepth} Z`;
  const bandW = 150;
  const bandTop = `M${cx - bandW / 2} ${sTop + 8} L${cx + bandW / 2} ${sTop + 8} L${cx + bandW / 2 - 8} ${sTop - sDepth} L${cx - bandW / 2 + 8} ${sTop - sDepth} Z`;
  const svg = `
<path d="M${cx - 270} ${dishTop} L${cx + 270} ${dishTop} L${cx + 240} ${dishTop - depth} L${cx - 240} ${dishTop - depth} Z" fill="${shade(wood, 0.12)}"/>
${slats.join('')}
<rect x="${cx - 270}" y="${dishTop}" width="540" height="${dishFront}" rx="6" fill="${wood}"/><rect x="${cx - 270}" y="${dishTop}" width="540" height="${dishFront}" rx="6" fill="url(#vshade)"/>
<path d="${topFace}" fill="${shade(finish.body, 0.1)}" stroke="${shade(finish.body, 0.1)}" stroke-width="28" stroke-linejoin="round"/>
<path d="${topFace}" fill="url(#vshade)" opacity="0.6"/>
<rect x="${cx - sw / 2}" y="${sTop}" width="${sw}" height="${sh}" rx="30" fill="${finish.body}"/>
<rect x="${cx - sw / 2}" y="${sTop}" width="${sw}" height="${sh}" rx="30" fill="url(#vshade)"/>
<path d="${bandTop}" fill="${shade(finish.label, 0.05)}"/>
<rect x="${cx - bandW / 2}" y="${sTop + 2}" width="${bandW}" height="${sh - 4}" fill="${finish.label}"/>
<rect x="${cx - bandW / 2}" y="${sTop + 2}" width="${bandW}" height="${sh - 4}" fill="url(#vshade)"/>
${leafMark(cx, sTop + 46, 54, finish.ink)}
<rect x="${cx - 40}" y="${sTop + 82}" width="80" height="7" rx="3.5" fill="${finish.ink}" opacity="0.8"/>
<g transform="translate(${cx} ${sTop - sDepth / 2 + 4}) scale(1 0.42)" opacity="0.7">${leafMark(0, 0, 60, finish.ink)}</g>`;
  return { svg, width: 540, height: baseY - (sTop - sDepth - 14) };
}

/** A round tin seen a little from above, so the lid and its sticker show. */
export function tin(ctx: DrawContext): Drawing {
  const { cx, baseY, finish } = ctx;
  const w = 430;
  const bodyH = 120;
  const ry = 58;
  const bodyTop = baseY - ry - bodyH;
  const lidH = 62;
  const lidTop = bodyTop - lidH + 12;
  const metal = finish.glass ? '#CFC8BC' : finish.body;
  const svg = `
<ellipse cx="${cx}" cy="${baseY - ry}" rx="${w / 2}" ry="${ry}" fill="${shade(metal, -0.2)}"/>
${cylRect(cx - w / 2, bodyTop, w, bodyH, metal)}
<ellipse cx="${cx}" cy="${bodyTop + 4}" rx="${w / 2 + 8}" ry="${ry}" fill="${shade(finish.accent, -0.2)}"/>
${cylRect(cx - w / 2 - 8, lidTop, w + 16, lidH, finish.accent)}
<ellipse cx="${cx}" cy="${lidTop}" rx="${w / 2 + 8}" ry="${ry}" fill="${shade(finish.accent, 0.1)}"/>
<ellipse cx="${cx}" cy="${lidTop}" rx="${w / 2 + 8}" ry="${ry}" fill="url(#dome)" opacity="0.6"/>
<ellipse cx="${cx}" cy="${lidTop}" rx="${w / 2 - 36}" ry="${ry - 12}" fill="${finish.label}"/>
<g transform="translate(${cx} ${lidTop}) scale(1 0.34)">${leafMark(0, -18, 120, finish.ink)}
<rect x="-70" y="62" width="140" height="18" rx="9" fill="${finish.ink}"/></g>`;
  return { svg, width: w + 16, height: baseY - lidTop + ry };
}

/** A paper or plastic push-up stick (deodorant, lip balm), cap on top. */
export function stick(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const w = 168;
  const h = 470;
  const top = baseY - h;
  const capH = h * 0.36;
  const clip = uid('stick');
  const svg = `<clipPath id="${clip}"><rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="18"/></clipPath>
<g clip-path="url(#${clip})">
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="${finish.body}"/>
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${capH}" fill="${finish.accent}"/>
<rect x="${cx - w / 2}" y="${top + capH - 3}" width="${w}" height="6" fill="#000" opacity="0.18"/>
${label(cx - w / 2, top + capH + 40, w, h - capH - 80, finish, rng)}
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="url(#cyl)"/>
</g>
<ellipse cx="${cx}" cy="${top + 2}" rx="${w / 2 - 4}" ry="10" fill="${shade(finish.accent, 0.15)}"/>
${glossStrip(cx - w / 2 + 26, top + 20, 12, h - 60, 0.55)}`;
  return { svg, width: w, height: h };
}
