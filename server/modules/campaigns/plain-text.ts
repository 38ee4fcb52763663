/**
 * A campaign's plain-text part, written from the sanitised HTML (render.ts), never from the
 * author's markdown: whatever the sanitiser removed (a script, a style sheet, an event handler,
 * raw tags typed into the markdown) is gone from the text too, and the reader of the text part
 * gets what the HTML reader sees, laid out for a plain-text mail client: headings and paragraphs
 * as blocks, list items with "-" or their number, links as "words (address)", table rows as cells
 * between "|", pictures by their alt text, quotes behind "> " (docs/decisions/0162).
 */
import { Parser } from 'htmlparser2';

/** Tags that stand apart from what is around them, with a blank line. */
const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'blockquote', 'pre', 'table', 'ul', 'ol']);

export function plainTextOf(sanitisedHtml: string): string {
  const lines: string[] = [];
  let current = '';
  let quote = 0;
  let pre = 0;
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let link: { href: string; start: number } | null = null;
  let cells: string[] | null = null;
  let cellStart = 0;

  const prefix = () => '> '.repeat(quote);
  /** Ends the line being written. */
  const flush = () => {
    const text = current.trimEnd(); // a nested item keeps its indent
    current = '';
    if (text.trim()) lines.push(prefix() + text);
  };
  /** A nested list and a paragraph inside a list item stay on the list's lines. */
  const standsApart = (name: string) => BLOCKS.has(name) && !(lists.length > 0 && (name === 'p' || name === 'ul' || name === 'ol'));
  /** Ends the line and leaves a blank one (only one, however many blocks end here). */
  const boundary = () => {
    flush();
    if (lines.length && lines.at(-1) !== '') lines.push('');
  };
  const write = (text: string) => {
    if (pre) {
      current += text;
      return;
    }
    const collapsed = text.replace(/\s+/g, ' ');
    current += current === '' || current.endsWith(' ') ? collapsed.trimStart() : collapsed;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (standsApart(name)) boundary();
        else if (['li', 'p', 'ul', 'ol'].includes(name)) flush();
        if (name === 'blockquote') quote += 1;
        if (name === 'pre') pre += 1;
        if (name === 'br') flush();
        if (name === 'hr') {
          boundary();
          lines.push(prefix() + '----', '');
        }
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        if (name === 'li') {
          const list = lists.at(-1);
          current = `${'  '.repeat(Math.max(lists.length - 1, 0))}${list?.ordered ? `${list.next++}.` : '-'} `;
        }
        if (name === 'tr') {
          flush();
          cells = [];
        }
        if (name === 'td' || name === 'th') cellStart = current.length;
        if (name === 'a' && attributes.href) link = { href: attributes.href.replace(/^mailto:/, ''), start: current.length };
        if (name === 'img' && attributes.alt) write(` [${attributes.alt}] `);
      },
      ontext(text) {
        write(text);
      },
      onclosetag(name) {
        if (name === 'a' && link) {
          const words = current.slice(link.start).trim();
          if (!words) write(link.href);
          else if (words !== link.href) write(` (${link.href})`);
          link = null;
        }
        if ((name === 'td' || name === 'th') && cells) {
          cells.push(current.slice(cellStart).trim());
          current = current.slice(0, cellStart);
        }
        if (name === 'tr' && cells) {
          current = '';
          if (cells.some(Boolean)) lines.push(prefix() + cells.join(' | '));
          cells = null;
        }
        if (name === 'pre') {
          pre -= 1;
          lines.push(...current.replace(/\n+$/, '').split('\n').map((line) => prefix() + line));
          current = '';
        }
        if (name === 'li' || name === 'p') flush();
        if (name === 'ul' || name === 'ol') lists.pop();
        if (standsApart(name)) boundary();
        if (name === 'blockquote') quote -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(sanitisedHtml);
  parser.end();
  flush();
  return lines.join('\n').trim();
}
