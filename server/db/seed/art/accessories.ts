/**
 * Accessories for the product art, each drawn as the object itself resting on (ctx.cx, ctx.baseY):
 * facial roller, gua sha, brushes, konjac sponge, comb, muslin cloths, pouch, scrunchies, gift box.
 */
import { mix, r1, type Rng, shade } from './colour';
import { cylRect, type DrawContext, type Drawing, glossStrip, leafMark, uid } from './svg';
import { dropperBottle } from './vessels';

/** Faint veins in stone, clipped to its outline. */
function veins(clip: string, x: number, y: number, w: number, h: number, rng: Rng): string {
  const lines: string[] = [];
  for (let i = 0; i < 4; i++) {
    const sx = x + rng.range(0, w);
    const sy = y + rng.range(0, h);
    lines.push(`<path d="M${r1(sx)} ${r1(sy)} q ${r1(rng.range(-w, w) * 0.3)} ${r1(rng.range(-h, h) * 0.3)} ${r1(rng.range(-w, w) * 0.5)} ${r1(rng.range(-h, h) * 0.5)}" stroke="#fff" stroke-width="${r1(rng.range(1.5, 4))}" fill="none" opacity="0.35"/>`);
  }
  return `<g clip-path="url(#${clip})" filter="url(#b2)">${lines.join('')}</g>`;
}

/** A double-ended facial roller leaning at an angle, big stone up. */
export function facialRoller(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const stone = finish.body;
  const metal = finish.accent;
  const clip = uid('roller');
  // Drawn horizontally around (0, 0), then tilted up to the right.
  const body = `
<g stroke="${metal}" stroke-width="9" fill="none" stroke-linecap="round">
  <path d="M60 0 L120 0 Q150 0 150 -40 L150 -92 M120 0 Q150 0 150 40 L150 92"/>
  <path d="M-250 0 L-285 0 Q-300 0 -300 -22 L-300 -52 M-285 0 Q-300 0 -300 22 L-300 52"/>
</g>
<rect x="102" y="-86" width="96" height="172" rx="20" fill="${stone}"/>
<clipPath id="${clip}"><rect x="102" y="-86" width="96" height="172" rx="20"/></clipPath>
${veins(clip, 102, -86, 96, 172, rng)}
<rect x="102" y="-86" width="96" height="172" rx="20" fill="url(#cyl)"/>
${cylRect(-326, -46, 52, 92, stone, 14)}
${cylRect(-250, -25, 310, 50, stone, 25)}
<rect x="-230" y="-25" width="270" height="50" rx="25" fill="url(#cylv)"/>
${cylRect(-262, -27, 20, 54, metal, 6)}${cylRect(46, -27, 20, 54, metal, 6)}
<circle cx="150" cy="-92" r="8" fill="${shade(metal, 0.15)}"/><circle cx="150" cy="92" r="8" fill="${shade(metal, -0.15)}"/>
${glossStrip(118, -74, 12, 140, 0.7)}`;
  const svg = `<g transform="translate(${cx + 20} ${baseY - 230}) rotate(-56)">${body}</g>`;
  return { svg, width: 360, height: 520 };
}

/** A heart-shaped gua sha stone standing in a small wooden stand, its polished edge showing. */
export function guaSha(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const heart = 'M0 -70 C40 -150 180 -140 180 -20 C180 80 70 120 0 160 C-70 120 -180 80 -180 -20 C-180 -140 -40 -150 0 -70 Z';
  const clip = uid('guasha');
  const wood = '#B38A60';
  const standH = 56;
  const standTop = baseY - standH;
  const stand = `<path d="M${cx - 150} ${standTop} L${cx + 150} ${standTop} L${cx + 126} ${standTop - 44} L${cx - 126} ${standTop - 44} Z" fill="${shade(wood, 0.14)}"/>
<rect x="${cx - 90}" y="${standTop - 30}" width="180" height="14" rx="7" fill="${shade(wood, -0.45)}"/>
<rect x="${cx - 150}" y="${standTop}" width="300" height="${standH}" rx="6" fill="${wood}"/><rect x="${cx - 150}" y="${standTop}" width="300" height="${standH}" rx="6" fill="url(#vshade)"/>`;
  // Point-down in the stand's slot, tilted a touch; the offset copy is the stone's thickness.
  const place = `translate(${cx} ${standTop - 190}) rotate(-8) scale(1.12)`;
  const stone = `<g transform="${place}">
<path d="${heart}" transform="translate(14 12)" fill="${shade(finish.body, -0.3)}"/>
<clipPath id="${clip}"><path d="${heart}"/></clipPath>
<path d="${heart}" fill="${finish.body}"/>
${veins(clip, -180, -150, 360, 310, rng)}
<path d="${heart}" fill="url(#dome)" opacity="0.85"/>
<path d="M-130 -60 C-125 -110 -70 -125 -36 -92" stroke="#fff" stroke-width="12" fill="none" opacity="0.55" stroke-linecap="round" filter="url(#b2)"/>
</g>`;
  return { svg: `${stone}${stand}`, width: 420, height: baseY - (standTop - 190 - 170) };
}

/** A bamboo paddle hairbrush standing on its handle, cushion and pins facing us. */
export function paddleBrush(ctx: DrawContext): Drawing {
  const { cx, baseY, finish } = ctx;
  const wood = finish.body;
  const cushion = finish.accent;
  const clip = uid('cushion');
  const pins: string[] = [];
  for (let y = -150; y <= 150; y += 26) {
    for (let x = -110; x <= 110; x += 26) {
      if ((x * x) / (112 * 112) + (y * y) / (150 * 150) > 0.88) continue;
      pins.push(`<circle cx="${x}" cy="${y}" r="4" fill="${shade(wood, -0.2)}"/><circle cx="${x - 1}" cy="${y - 2}" r="2.4" fill="${shade(wood, 0.35)}"/>`);
    }
  }
  const svg = `<g transform="translate(${cx} ${baseY}) rotate(-9)">
${cylRect(-36, -330, 72, 330, wood, 30)}
<g transform="translate(0 -520)">
<ellipse rx="156" ry="196" fill="${wood}"/><ellipse rx="156" ry="196" fill="url(#dome)"/>
<clipPath id="${clip}"><ellipse rx="124" ry="164"/></clipPath>
<ellipse rx="124" ry="164" fill="${cushion}"/><ellipse rx="124" ry="164" fill="url(#dome)" opacity="0.7"/>
<g clip-path="url(#${clip})">${pins.join('')}</g>
</g>
<rect x="-14" y="-120" width="28" height="7" rx="3.5" fill="${shade(wood, -0.3)}" opacity="0.6"/>
</g>`;
  return { svg, width: 320, height: 730 };
}

/** A round dry body brush seen from above at an angle: wooden back, strap, sisal bristles. */
export function bodyBrush(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const wood = finish.body;
  const rx = 250;
  const ry = 96;
  const bristleH = 110;
  const woodH = 46;
  const bottom = baseY - bristleH;
  const top = bottom - woodH;
  const bristles: string[] = [];
  for (let x = -rx + 10; x <= rx - 10; x += 5) {
    const edge = Math.sqrt(Math.max(0, 1 - (x * x) / (rx * rx))) * ry * 0.4;
    const tone = mix('#D9C39C', '#B99E74', rng.next());
    bristles.push(`<line x1="${cx + x}" y1="${r1(bottom + edge - 6)}" x2="${r1(cx + x + rng.range(-6, 6))}" y2="${r1(baseY - rng.range(0, 10) + edge * 0.6)}" stroke="${tone}" stroke-width="3"/>`);
  }
  // Undyed cotton whatever the wood: a dark strap reads as a hole at card size.
  const strap = '#E9DFCC';
  const svg = `
${bristles.join('')}
<ellipse cx="${cx}" cy="${bottom}" rx="${rx}" ry="${ry * 0.42}" fill="${shade(wood, -0.3)}"/>
<rect x="${cx - rx}" y="${top}" width="${rx * 2}" height="${woodH}" fill="${shade(wood, -0.18)}"/>
<rect x="${cx - rx}" y="${top}" width="${rx * 2}" height="${woodH}" fill="url(#cyl)"/>
<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${wood}"/><ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#dome)" opacity="0.7"/>
<path d="M${cx - 200} ${top + 24} C${cx - 120} ${top - 40} ${cx + 120} ${top - 40} ${cx + 200} ${top + 24}" stroke="#000" stroke-width="50" fill="none" opacity="0.18" filter="url(#b6)"/>
<path d="M${cx - 200} ${top + 10} C${cx - 120} ${top - 56} ${cx + 120} ${top - 56} ${cx + 200} ${top + 10}" stroke="${strap}" stroke-width="50" fill="none"/>
<path d="M${cx - 186} ${top - 4} C${cx - 110} ${top - 64} ${cx + 110} ${top - 64} ${cx + 186} ${top - 4}" stroke="${shade(strap, -0.25)}" stroke-width="2.5" fill="none" stroke-dasharray="9 7"/>
<path d="M${cx - 186} ${top + 24} C${cx - 110} ${top - 36} ${cx + 110} ${top - 36} ${cx + 186} ${top + 24}" stroke="${shade(strap, -0.25)}" stroke-width="2.5" fill="none" stroke-dasharray="9 7"/>`;
  return { svg, width: rx * 2, height: baseY - (top - ry - 40) };
}

/** A facial cleansing brush standing upright: wooden handle, metal ferrule, soft bristle dome. */
export function faceBrush(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const wood = finish.body;
  const handle = `M${cx - 54} ${baseY} L${cx + 54} ${baseY} C${cx + 56} ${baseY - 160} ${cx + 40} ${baseY - 250} ${cx + 44} ${baseY - 330} L${cx - 44} ${baseY - 330} C${cx - 40} ${baseY - 250} ${cx - 56} ${baseY - 160} ${cx - 54} ${baseY} Z`;
  const ferrule = baseY - 330;
  const bristle = '#F1EADF';
  const fy = ferrule - 60;
  const head = `M${cx - 52} ${fy} C${cx - 170} ${fy - 30} ${cx - 150} ${fy - 190} ${cx} ${fy - 196} C${cx + 150} ${fy - 190} ${cx + 170} ${fy - 30} ${cx + 52} ${fy} Z`;
  const clip = uid('bristles');
  const strands: string[] = [];
  for (let i = 0; i < 40; i++) {
    const a = -Math.PI / 2 + rng.range(-1.25, 1.25);
    strands.push(`<path d="M${cx} ${fy + 10} L${r1(cx + Math.cos(a) * 220)} ${r1(fy + 10 + Math.sin(a) * 220)}" stroke="${shade(bristle, -0.14)}" stroke-width="2" opacity="0.6"/>`);
  }
  const svg = `<path d="${handle}" fill="${wood}"/><path d="${handle}" fill="url(#cyl)"/>
<path d="${head}" fill="${bristle}"/>
<g clip-path="url(#${clip})"><clipPath id="${clip}"><path d="${head}"/></clipPath>${strands.join('')}</g>
<path d="${head}" fill="url(#dome)" opacity="0.8"/>
${cylRect(cx - 54, ferrule - 66, 108, 72, finish.accent, 8)}
${glossStrip(cx - 32, baseY - 300, 10, 270, 0.4)}`;
  return { svg, width: 300, height: baseY - (fy - 196) };
}

/** A konjac sponge: a porous dome with a cord loop. */
export function konjacSponge(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const rx = 220;
  const dome = `M${cx - rx} ${baseY - 20} C${cx - rx} ${baseY - 300} ${cx + rx} ${baseY - 300} ${cx + rx} ${baseY - 20} Q${cx + rx} ${baseY} ${cx + rx - 30} ${baseY} L${cx - rx + 30} ${baseY} Q${cx - rx} ${baseY} ${cx - rx} ${baseY - 20} Z`;
  const clip = uid('sponge');
  const pores: string[] = [];
  for (let i = 0; i < 170; i++) {
    const x = cx + rng.range(-rx, rx);
    const y = baseY - rng.range(4, 230);
    const size = rng.range(2, 6);
    pores.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size)}" ry="${r1(size * 0.7)}" fill="${shade(finish.body, rng.chance(0.7) ? -0.22 : 0.25)}" opacity="0.55"/>`);
  }
  const topY = baseY - 230;
  const svg = `<path d="M${cx} ${topY + 10} C${cx - 90} ${topY - 190} ${cx + 90} ${topY - 190} ${cx} ${topY + 10}" stroke="${finish.accent}" stroke-width="8" fill="none"/>
<clipPath id="${clip}"><path d="${dome}"/></clipPath>
<path d="${dome}" fill="${finish.body}"/>
<g clip-path="url(#${clip})">${pores.join('')}</g>
<path d="${dome}" fill="url(#dome)"/>`;
  return { svg, width: rx * 2, height: 400 };
}

/** A wide-tooth wooden comb leaning back a little. */
export function woodenComb(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const wood = finish.body;
  const w = 560;
  const teeth: string[] = [];
  for (let x = -w / 2 + 24; x <= w / 2 - 24; x += x < 0 ? 26 : 17) {
    teeth.push(`<rect x="${x - (x < 0 ? 6 : 4)}" y="0" width="${x < 0 ? 12 : 8}" height="170" rx="${x < 0 ? 6 : 4}" fill="${wood}"/>`);
  }
  const grain: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = -80 + i * 16 + rng.range(-4, 4);
    grain.push(`<path d="M${-w / 2 + 20} ${r1(y)} Q0 ${r1(y + rng.range(-10, 10))} ${w / 2 - 20} ${r1(y)}" stroke="${shade(wood, -0.25)}" stroke-width="2" fill="none" opacity="0.4"/>`);
  }
  const spine = `M${-w / 2} 0 L${-w / 2} -60 Q${-w / 2} -110 ${-w / 2 + 60} -112 L${w / 2 - 60} -112 Q${w / 2} -110 ${w / 2} -60 L${w / 2} 0 Z`;
  const svg = `<g transform="translate(${cx} ${baseY - 210}) rotate(-10)">
${teeth.join('')}<rect x="${-w / 2}" y="0" width="${w}" height="170" fill="url(#cyl)" opacity="0.35"/>
<path d="${spine}" fill="${wood}"/>${grain.join('')}<path d="${spine}" fill="url(#vshade)"/>
${leafMark(w / 2 - 70, -56, 40, shade(wood, -0.35))}
</g>`;
  return { svg, width: w, height: 420 };
}

/** A stack of folded muslin cloths tied with twine. */
export function muslinCloths(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const colours = [finish.body, mix(finish.body, finish.accent, 0.55), shade(finish.body, 0.35)];
  const w = 460;
  const layerH = 62;
  const parts: string[] = [];
  let y = baseY;
  colours.forEach((colour, i) => {
    const ox = rng.range(-12, 12);
    const x = cx - w / 2 + ox;
    y -= layerH;
    const weave: string[] = [];
    for (let ly = y + 8; ly < y + layerH - 4; ly += 6) {
      weave.push(`<line x1="${r1(x + 6)}" y1="${r1(ly)}" x2="${r1(x + w - 6)}" y2="${r1(ly)}" stroke="#fff" stroke-width="1" opacity="0.18"/>`);
    }
    parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${layerH}" rx="24" fill="${colour}"/>${weave.join('')}
<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${layerH}" rx="24" fill="url(#cylv)" opacity="0.8"/>
<path d="M${r1(x + 20)} ${r1(y + layerH * 0.5)} Q${r1(x + w / 2)} ${r1(y + layerH * 0.62)} ${r1(x + w - 20)} ${r1(y + layerH * 0.5)}" stroke="#000" stroke-width="2" fill="none" opacity="${i === 0 ? 0.08 : 0.1}"/>`);
  });
  const topColour = shade(colours[2]!, 0.06);
  const topFace = `M${cx - w / 2 + 18} ${y + 14} L${cx + w / 2 - 18} ${y + 14} L${cx + w / 2 - 50} ${y - 84} L${cx - w / 2 + 50} ${y - 84} Z`;
  const twine = '#A88A63';
  parts.push(`<path d="${topFace}" fill="${topColour}" stroke="${topColour}" stroke-width="26" stroke-linejoin="round"/>
<path d="${topFace}" fill="url(#vshade)" opacity="0.5"/>
<path d="M${cx + 70} ${baseY - 6} L${cx + 70} ${y + 14} L${cx + 56} ${y - 90}" stroke="${twine}" stroke-width="5" fill="none"/>
<path d="M${cx - w / 2 + 40} ${y - 36} L${cx + w / 2 - 40} ${y - 36}" stroke="${twine}" stroke-width="5" opacity="0.9"/>
<g transform="translate(${cx + 64} ${y - 36})" stroke="${twine}" stroke-width="5" fill="none">
<path d="M0 0 C-40 -36 -70 -6 0 0 C40 -36 70 -6 0 0"/><path d="M0 0 L-26 34 M0 0 L22 38"/></g>`);
  return { svg: parts.join(''), width: w + 24, height: baseY - y + 100 };
}

/** A zipped travel pouch with a leather pull and a woven label. */
export function travelPouch(ctx: DrawContext): Drawing {
  const { cx, baseY, finish } = ctx;
  const w = 480;
  const h = 350;
  const top = baseY - h;
  const outline = `M${cx - w / 2 + 10} ${top + 20} Q${cx} ${top + 4} ${cx + w / 2 - 10} ${top + 20} Q${cx + w / 2 + 16} ${baseY - 150} ${cx + w / 2} ${baseY - 40} Q${cx + w / 2 - 4} ${baseY} ${cx + w / 2 - 44} ${baseY} L${cx - w / 2 + 44} ${baseY} Q${cx - w / 2 + 4} ${baseY} ${cx - w / 2} ${baseY - 40} Q${cx - w / 2 - 16} ${baseY - 150} ${cx - w / 2 + 10} ${top + 20} Z`;
  const clip = uid('pouch');
  const weave: string[] = [];
  for (let x = cx - w / 2; x < cx + w / 2; x += 7) {
    weave.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${baseY}" stroke="#fff" stroke-width="1" opacity="0.12"/>`);
  }
  const teeth: string[] = [];
  for (let x = cx - w / 2 + 26; x < cx + w / 2 - 26; x += 9) {
    teeth.push(`<rect x="${x}" y="${top + 14}" width="5" height="10" fill="${shade(finish.accent, -0.4)}"/>`);
  }
  const svg = `<clipPath id="${clip}"><path d="${outline}"/></clipPath>
<path d="${outline}" fill="${finish.body}"/>
<g clip-path="url(#${clip})">${weave.join('')}
<rect x="${cx - w / 2}" y="${top}" width="${w}" height="36" fill="${shade(finish.body, -0.12)}"/>${teeth.join('')}
<rect x="${cx + 80}" y="${baseY - 130}" width="120" height="70" rx="4" fill="${finish.label}"/>
${leafMark(cx + 140, baseY - 97, 40, finish.ink)}
<path d="${outline}" fill="url(#cyl)" opacity="0.8"/><path d="${outline}" fill="url(#vshade)"/></g>
<g transform="translate(${cx + w / 2 - 60} ${top + 20}) rotate(12)">
<rect x="-12" y="-6" width="24" height="26" rx="5" fill="${finish.accent}"/>
<rect x="-18" y="16" width="36" height="84" rx="12" fill="#8C5E3C"/><rect x="-18" y="16" width="36" height="84" rx="12" fill="url(#cyl)"/></g>`;
  return { svg, width: w + 20, height: h };
}

/** Two silk scrunchies lying on the table, one resting on the other. */
export function scrunchies(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const rx = 128;
  const ry = 70;
  const squash = ry / rx;
  const half = 78;
  // A point on the ring `off` px out from its centre line, squashed vertically by the view angle.
  const at = (a: number, off: number) => [Math.cos(a) * (rx + off), Math.sin(a) * (ry + off * squash)] as const;
  const oval = (grow: number, fill: string, dy = 0, opacity = 1) =>
    `<ellipse cx="0" cy="${dy}" rx="${r1(rx + grow)}" ry="${r1(ry + grow * squash)}" fill="${fill}" opacity="${opacity}"/>`;
  const one = (x: number, y: number, colour: string) => {
    const bumps: string[] = [];
    const creases: string[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2 + rng.range(-0.06, 0.06);
      const [ox, oy] = at(a, half * 0.8);
      bumps.push(`<ellipse cx="${r1(ox)}" cy="${r1(oy)}" rx="${r1(rng.range(28, 36))}" ry="${r1(rng.range(22, 28))}" fill="${colour}"/>`);
    }
    // Irregular folds: gathered silk never creases evenly. Each dark fold has a lit edge beside it.
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2 + rng.range(-0.1, 0.1);
      const from = rng.range(-half * 0.8, -half * 0.4);
      const to = rng.range(half * 0.5, half * 0.95);
      const twist = rng.range(-0.25, 0.25);
      const [x0, y0] = at(a, from);
      const [xm, ym] = at(a + twist, (from + to) / 2);
      const [x1, y1] = at(a + twist * 0.3, to);
      const d = `M${r1(x0)} ${r1(y0)} Q${r1(xm)} ${r1(ym)} ${r1(x1)} ${r1(y1)}`;
      creases.push(`<path d="${d}" stroke="${shade(colour, -0.32)}" stroke-width="${r1(rng.range(6, 12))}" fill="none" opacity="${r1(rng.range(0.18, 0.32) * 100) / 100}" stroke-linecap="round"/>`);
      creases.push(`<path d="${d}" transform="translate(7 -4)" stroke="#fff" stroke-width="4" fill="none" opacity="0.25" stroke-linecap="round"/>`);
    }
    return `<g transform="translate(${x} ${y})">
${oval(half, shade(colour, -0.28), 38)}
<g transform="translate(0 26)" opacity="0.8">${bumps.join('').replaceAll(colour, shade(colour, -0.2))}</g>
${bumps.join('')}${oval(half, colour)}
<ellipse cx="0" cy="-8" rx="${rx}" ry="${ry}" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="56" opacity="0.4"/>
<g filter="url(#b2)">${creases.join('')}</g>
${oval(-half * 0.62, shade(colour, -0.2))}${oval(-half * 0.72, shade(colour, -0.38), 4)}</g>`;
  };
  const second = mix(finish.body, finish.accent, 0.6);
  const svg = `${one(cx - 80, baseY - 100, second)}${one(cx + 70, baseY - 190, finish.body)}`;
  return { svg, width: 560, height: 400 };
}

/** A lidded gift box with a ribbon and bow, a miniature of what is inside standing beside it. */
export function giftBox(ctx: DrawContext): Drawing {
  const { cx, baseY, finish, rng } = ctx;
  const boxX = cx + 60;
  const w = 440;
  const h = 280;
  const top = baseY - h;
  const lidH = 78;
  const lidY = top - lidH + 8;
  const depth = 70;
  const ribbon = finish.accent;
  const lidTop = `M${boxX - w / 2 - 10} ${lidY} L${boxX + w / 2 + 10} ${lidY} L${boxX + w / 2 - 24} ${lidY - depth} L${boxX - w / 2 + 24} ${lidY - depth} Z`;
  const bowY = lidY - depth / 2;
  const mini = dropperBottle({ cx: 0, baseY: 0, finish: { ...finish, body: shade(finish.body, -0.05) }, rng });
  const svg = `<g transform="translate(${cx - 230} ${baseY}) scale(0.5)">${mini.svg}</g>
${cylRect(boxX - w / 2, top, w, h, finish.body, 4)}
<rect x="${boxX - 24}" y="${top}" width="48" height="${h}" fill="${ribbon}"/><rect x="${boxX - 24}" y="${top}" width="48" height="${h}" fill="url(#cyl)"/>
<path d="${lidTop}" fill="${shade(finish.body, 0.12)}"/>
<path d="M${boxX - 24} ${lidY} L${boxX + 24} ${lidY} L${boxX + 20} ${lidY - depth} L${boxX - 20} ${lidY - depth} Z" fill="${shade(ribbon, 0.1)}"/>
<path d="M${boxX - w / 2 + 4} ${bowY} L${boxX + w / 2 - 4} ${bowY}" stroke="${shade(ribbon, 0.05)}" stroke-width="26"/>
${cylRect(boxX - w / 2 - 10, lidY, w + 20, lidH, shade(finish.body, 0.04), 4)}
<rect x="${boxX - 24}" y="${lidY}" width="48" height="${lidH}" fill="${ribbon}"/><rect x="${boxX - 24}" y="${lidY}" width="48" height="${lidH}" fill="url(#cyl)"/>
<g transform="translate(${boxX} ${bowY})">
<path d="M0 0 C-60 -90 -150 -40 -110 10 C-90 30 -30 10 0 0 Z" fill="${ribbon}"/><path d="M0 0 C60 -90 150 -40 110 10 C90 30 30 10 0 0 Z" fill="${ribbon}"/>
<path d="M0 0 C-60 -90 -150 -40 -110 10 C-90 30 -30 10 0 0 Z" fill="url(#dome)"/><path d="M0 0 C60 -90 150 -40 110 10 C90 30 30 10 0 0 Z" fill="url(#dome)"/>
<path d="M-6 4 L-50 70 L-30 66 L-22 84 Z M6 4 L46 74 L26 70 L20 88 Z" fill="${shade(ribbon, -0.1)}"/>
<ellipse rx="20" ry="16" fill="${shade(ribbon, -0.05)}"/><ellipse rx="20" ry="16" fill="url(#dome)"/></g>
<g transform="translate(${boxX + 150} ${top + 70}) rotate(6)">
<path d="M-90 -40 Q-40 -50 0 0" stroke="#A88A63" stroke-width="3" fill="none"/>
<rect x="-4" y="-2" width="76" height="104" rx="6" fill="${finish.label}"/><circle cx="34" cy="12" r="5" fill="${shade(finish.label, -0.2)}"/>
${leafMark(34, 54, 40, finish.ink)}</g>`;
  return { svg, width: w + 300, height: baseY - (bowY - 90) };
}
