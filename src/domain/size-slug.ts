/**
 * A size's name as it is written in a product page's address (`?size=50-ml`, decision 0249):
 * lower-case, every run of other characters a dash. One rule for the browser, which writes and
 * reads the parameter, and the server, which renders the page with that size and names it in the
 * page's JSON-LD.
 */
export const SIZE_PARAM = 'size';

export function sizeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
