/**
 * The one layout every email the shop sends shares, written twice: as HTML that mail clients
 * render, and as plain text that reads well on its own (docs/decisions/0157-customer-email-layout.md).
 *
 * The HTML is what mail clients agree on: nested tables at most 600 px wide (100% on a phone),
 * every style inline, no stylesheet, no script, pictures with their size written on them. An
 * order shows as a table with one row per line (picture, name and size, quantity, price), its totals one
 * row each with the amounts in one right-hand column, and the address one part to a line. Every
 * text put into the HTML is escaped here, once: callers pass plain text, never markup (a campaign's
 * body is the one exception, and it arrives already through the sanitiser).
 */
import type { EmailAddressBlock, EmailCallout, EmailContent, EmailLine, EmailOrder, EmailTotal } from './layout-types';
import { lineTitle, textAddress, textLines, textTotals } from './plain-text';

export type { EmailAddressBlock, EmailCallout, EmailContent, EmailLine, EmailOrder, EmailTotal } from './layout-types';

const WIDTH = 600;
const INK = '#2f3a2f';
const MUTED = '#6b7068';
const SAGE = '#3d5a40';
const RULE = '#e8e1d5';
const PAGE = '#f7f3ec';
const CARD = '#fffdf9';
const SANS = 'Helvetica,Arial,sans-serif';
const SERIF = 'Georgia,serif';
const DEFAULT_FOOTER = 'Verdant — skincare that nourishes your skin and stays true to nature.';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A full-width row of the card holding `inner`. */
const row = (inner: string, style = '') => `<tr><td style="padding:0 32px;${style}">${inner}</td></tr>`;

const paragraphHtml = (text: string) =>
  row(`<p style="margin:0 0 14px;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(text)}</p>`);

function lineRowHtml(line: EmailLine): string {
  const picture = line.imageUrl
    ? `<img src="${escapeHtml(line.imageUrl)}" width="56" height="56" alt="" style="display:block;width:56px;height:56px;border:0;border-radius:8px;background:${PAGE};object-fit:cover">`
    : `<div style="width:56px;height:56px;border-radius:8px;background:${PAGE}"></div>`;
  const cell = `font-family:${SANS};font-size:15px;color:${INK};padding:12px 0;border-bottom:1px solid ${RULE}`;
  return `<tr data-line>
<td width="68" valign="middle" style="${cell};width:68px">${picture}</td>
<td valign="middle" style="${cell};line-height:1.4">${escapeHtml(lineTitle(line))}<br><span style="font-size:13px;color:${MUTED}">Qty ${line.quantity}</span></td>
<td width="96" align="right" valign="middle" style="${cell};width:96px;white-space:nowrap">${escapeHtml(line.amount)}</td>
</tr>`;
}

function totalRowHtml(total: EmailTotal): string {
  const base = `font-family:${SANS};color:${INK};padding:${total.strong ? '12px 0 0' : '4px 0'}`;
  const weight = total.strong ? `font-size:17px;font-weight:bold;border-top:1px solid ${RULE}` : 'font-size:14px';
  return `<tr data-total><td style="${base};${weight}">${escapeHtml(total.label)}</td><td width="120" align="right" style="${base};${weight};width:120px;white-space:nowrap">${escapeHtml(total.amount)}</td></tr>`;
}

function addressHtml(block: EmailAddressBlock): string {
  return row(
    `<p style="margin:0 0 6px;font-family:${SANS};font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${MUTED}">${escapeHtml(block.title)}</p>
<address style="font-style:normal;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">${block.lines.map(escapeHtml).join('<br>')}</address>`,
    'padding-top:20px;padding-bottom:8px',
  );
}

function orderHtml(order: EmailOrder): string {
  const table = (rows: string) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>`;
  return [
    row(
      `<p style="margin:8px 0 0;font-family:${SERIF};font-size:19px;color:${INK};padding-bottom:4px;border-bottom:1px solid ${RULE}">${escapeHtml(order.title)}</p>`,
    ),
    row(table(order.lines.map(lineRowHtml).join('\n'))),
    row(table(order.totals.map(totalRowHtml).join('\n')), 'padding-top:12px;padding-bottom:20px'),
    order.address ? addressHtml(order.address) : '',
  ].join('\n');
}

/** A line on a tinted panel, its link under it. */
function calloutHtml(callout: EmailCallout): string {
  const link = callout.link
    ? `<br><a href="${escapeHtml(callout.link.url)}" style="color:${SAGE};font-weight:bold">${escapeHtml(callout.link.label)}</a>`
    : '';
  return row(
    `<p style="margin:0;padding:14px 18px;border-radius:12px;background:${PAGE};font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(callout.text)}${link}</p>`,
    'padding-bottom:14px',
  );
}

/** The button, and its address written out under it for mail apps that do not follow buttons. */
const actionHtml = (action: { label: string; url: string }) =>
  row(
    `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="${SAGE}" style="border-radius:999px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:13px 26px;font-family:${SANS};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(action.label)}</a></td></tr></table>
<p style="margin:12px 0 0;font-family:${SANS};font-size:12px;line-height:1.5;color:${MUTED};word-break:break-all">If the button does not open, copy this address into your browser: <a href="${escapeHtml(action.url)}" style="color:${SAGE}">${escapeHtml(action.url)}</a></p>`,
    'padding-top:12px;padding-bottom:20px',
  );

function renderHtml(content: EmailContent, footer: string): string {
  const small = `font-family:${SANS};font-size:12px;line-height:1.5;color:${MUTED}`;
  const body = [
    row(`<p style="margin:0;font-family:${SERIF};font-size:26px;color:${SAGE}">Verdant</p>`, 'padding-top:32px;padding-bottom:8px'),
    row(`<h1 style="margin:0;font-family:${SERIF};font-size:23px;font-weight:normal;line-height:1.3;color:${INK}">${escapeHtml(content.heading)}</h1>`, 'padding-top:8px;padding-bottom:16px'),
    ...content.paragraphs.map(paragraphHtml),
    content.callout ? calloutHtml(content.callout) : '',
    content.order ? orderHtml(content.order) : '',
    content.body ? row(`<div style="font-family:${SANS};font-size:15px;line-height:1.6;color:${INK}">${content.body.sanitisedHtml}</div>`) : '',
    content.action ? actionHtml(content.action) : '',
    ...(content.closing ?? []).map(paragraphHtml),
    row(`<p style="margin:0;${small}">${escapeHtml(footer)}</p>`, `padding-top:20px;border-top:1px solid ${RULE}`),
    content.unsubscribeUrl
      ? row(`<p style="margin:8px 0 0;${small}">You receive this because you are a Verdant customer or subscriber. <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${SAGE}">Unsubscribe</a></p>`)
      : '',
    row('', 'padding-bottom:32px'),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAGE}">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="${PAGE}" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="${WIDTH}" cellpadding="0" cellspacing="0" bgcolor="${CARD}" style="width:100%;max-width:${WIDTH}px;background:${CARD};border-radius:16px">
${body.filter(Boolean).join('\n')}
</table>
</td></tr></table>
</body></html>`;
}

function renderText(content: EmailContent, footer: string): string {
  const block = (lines: string[]) => (lines.length ? [...lines, ''] : []);
  const order = content.order;
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.callout ? [content.callout.text, ...(content.callout.link ? [`${content.callout.link.label}: ${content.callout.link.url}`] : []), ''] : []),
    ...(order ? [...block([order.title, ...textLines(order.lines)]), ...block(textTotals(order.totals))] : []),
    ...(order?.address ? block(textAddress(order.address)) : []),
    ...(content.body ? [content.body.text.trim(), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    '—',
    footer,
    ...(content.unsubscribeUrl ? ['', `Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join('\n');
}

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const footer = content.footer ?? DEFAULT_FOOTER;
  return { text: renderText(content, footer), html: renderHtml(content, footer) };
}
