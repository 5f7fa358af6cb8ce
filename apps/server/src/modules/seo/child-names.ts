import { MAX_ID, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { isOneOf } from '@zeng/contract/typed';

/**
 * A child sitemap, as its name in /sitemaps/{name}.xml says: a chunk of the static pages
 * (`pages-2.xml`) or of the landing pages (`landings-1.xml`), one category's shown adverts whose ids fall in a fixed block (`phone-3.xml`), or
 * the pages of the sellers with a shown advert whose ids fall in a fixed block (`sellers-1.xml`).
 */
export type SitemapChild =
  | { kind: 'pages'; page: number }
  | { kind: 'landings'; page: number }
  | { kind: 'adverts'; category: ProductCategory; block: number }
  | { kind: 'sellers'; block: number };

/** A number written as the index writes it: no sign, no leading zero, at most as long as MAX_ID. */
const CHILD_NAME = new RegExp(`^(pages|landings|sellers|${PRODUCT_CATEGORIES.join('|')})-([1-9][0-9]{0,9})\\.xml$`);

/** Reads a child sitemap's file name; null when no name the index could write looks like it. */
export function parseChildName(file: string): SitemapChild | null {
  const match = CHILD_NAME.exec(file);
  if (!match) return null;
  const [, kind = '', number = ''] = match;
  const n = Number(number);
  if (kind === 'pages' || kind === 'landings') return { kind, page: n };
  if (kind === 'sellers') return { kind, block: n };
  return isOneOf(PRODUCT_CATEGORIES, kind) ? { kind: 'adverts', category: kind, block: n } : null;
}

/** The name of a child, without its folder or `.xml`. */
export function childName(child: SitemapChild): string {
  if (child.kind === 'pages' || child.kind === 'landings') return `${child.kind}-${child.page}`;
  return child.kind === 'sellers' ? `sellers-${child.block}` : `${child.category}-${child.block}`;
}

/**
 * Advert ids (and the sellers' user ids) in blocks of `width`: block 1 is ids 1 to `width`, block 2
 * the next `width`, and so on.
 * With `width` no more than the adverts a child may hold, no block can overflow its child, and a block's
 * bounds never move as adverts come and go: a name means one range for good.
 */
export function blockOf(id: number, width: number): number {
  return Math.ceil(id / width);
}

/** The ids of a block, both ends included (the last block ends at the last id there can be). */
export function idsOfBlock(block: number, width: number): { from: number; to: number } {
  return { from: (block - 1) * width + 1, to: Math.min(block * width, MAX_ID) };
}

/** The last block any advert id can fall in: a higher one is answered 404 without a look anywhere. */
export function lastBlock(width: number): number {
  return blockOf(MAX_ID, width);
}
