/**
 * A campaign's body is markdown written by an admin; the email (and the editor's preview) show it
 * as HTML. marked renders it and sanitize-html keeps only plain formatting tags and http(s) and
 * mailto links, so neither a script nor an event handler nor a style sheet reaches an inbox, even
 * from an admin's pasted HTML. One home for the rule: the preview calls the server, it does not
 * render again in the browser.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { renderEmail } from '../email';
import { plainTextOf } from './plain-text';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITISER: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Links open outside the mail app's frame and do not pass the reader's page on.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Markdown to the sanitised HTML every campaign email and preview shows. */
export function campaignHtml(body: string): string {
  return sanitizeHtml(markdown.parse(body) as string, {
    ...SANITISER,
    allowedAttributes: { ...SANITISER.allowedAttributes, a: ['href', 'title', 'target', 'rel'] },
  });
}

export interface CampaignEmailParts {
  subject: string;
  preheader: string;
  /** The author's markdown. */
  body: string;
  /** campaignHtml(body), rendered once per campaign rather than once per recipient. */
  sanitisedHtml: string;
  /** The text part, written from sanitisedHtml (never the raw markdown, which may hold raw HTML). */
  plainText: string;
}

export function campaignEmailParts(campaign: { subject: string; preheader: string; body: string }): CampaignEmailParts {
  const sanitisedHtml = campaignHtml(campaign.body);
  return { ...campaign, sanitisedHtml, plainText: plainTextOf(sanitisedHtml) };
}

/** The whole email of a campaign for one recipient: text and HTML, with their unsubscribe link (none on a test send). */
export function renderCampaignEmail(campaign: CampaignEmailParts, unsubscribeUrl: string | undefined): { text: string; html: string } {
  return renderEmail({
    heading: campaign.subject,
    paragraphs: [],
    preheader: campaign.preheader || undefined,
    body: { sanitisedHtml: campaign.sanitisedHtml, text: campaign.plainText },
    unsubscribeUrl,
  });
}
