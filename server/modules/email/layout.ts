/**
 * One plain, branded layout for every email the shop sends, as text and as HTML: transactional
 * emails (a heading, paragraphs, an action) and campaigns (a preheader, a body already rendered to
 * sanitised HTML with its text twin, an unsubscribe link).
 */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** A campaign's body: HTML that has been through the sanitiser, and the text shown instead of it. */
  body?: { sanitisedHtml: string; text: string };
  /** Hidden text mail apps show after the subject in the inbox. */
  preheader?: string;
  action?: { label: string; url: string };
  unsubscribeUrl?: string;
  footer?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const footer = content.footer ?? 'Verdant — skincare that nourishes your skin and stays true to nature.';
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.body ? [content.body.text.trim(), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    footer,
    ...(content.unsubscribeUrl ? ['', `Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f7f3ec;font-family:Helvetica,Arial,sans-serif;color:#2f3a2f">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf9;border-radius:16px;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:28px;color:#3d5a40;padding-bottom:8px">Verdant</td></tr>
<tr><td style="font-family:Georgia,serif;font-size:22px;padding:8px 0 16px">${escapeHtml(content.heading)}</td></tr>
${content.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${content.body ? `<tr><td style="font-size:15px;line-height:1.6">${content.body.sanitisedHtml}</td></tr>` : ''}
${content.action ? `<tr><td style="padding:16px 0"><a href="${escapeHtml(content.action.url)}" style="background:#3d5a40;color:#fff;text-decoration:none;padding:12px 24px;border-radius:999px;display:inline-block">${escapeHtml(content.action.label)}</a></td></tr>` : ''}
<tr><td style="font-size:12px;color:#7a7f75;padding-top:24px">${escapeHtml(footer)}</td></tr>
${content.unsubscribeUrl ? `<tr><td style="font-size:12px;color:#7a7f75;padding-top:8px">You receive this because you are a Verdant customer or subscriber. <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#3d5a40">Unsubscribe</a></td></tr>` : ''}
</table></td></tr></table></body></html>`;
  return { text, html };
}
