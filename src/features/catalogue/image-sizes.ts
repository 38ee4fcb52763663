/**
 * How wide the catalogue pages draw product pictures, as `sizes` attributes. One list, because
 * two readers must agree: the components that draw the pictures, and the offline warm-up, which
 * fetches the rendition each slot would pick so the pages show the same pictures offline.
 * (The landing hero and the product gallery are in src/domain/page-images.ts: the server reads them.)
 */

/** Card widths: two columns on phones, three on tablets, four from 1024 px inside the 1256 px frame. */
export const CARD_SIZES = '(min-width: 1256px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';
/** A rail of cards scrolls sideways on phones, so its cards are wider there than a grid's. */
export const RAIL_SIZES = '(min-width: 1256px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 40vw, 68vw';
/** The gallery's thumbnails under the main picture. */
export const THUMBNAIL_SIZES = '80px';
