import { createBoundedMap } from '../../lib/bounded-map';
import type { TShopId } from '../../lib/auth/shop-scope';

/** A page of a search as it was read: its products' ids in order, the total, and the catalogue version. */
export interface TSearchPage {
  version: string;
  total: number;
  ids: string[];
}

export interface TSearchPages {
  recall(shopId: TShopId, page: TSearchPageKey): TSearchPage | null;
  remember(shopId: TShopId, page: TSearchPageKey, found: TSearchPage): void;
  forget(shopId: TShopId, page: TSearchPageKey): void;
}

interface TSearchPageKey {
  pattern: string;
  limit: number;
  offset: number;
}

/** Ten ids a page: even full, the map holds a few MB at most. */
export const SEARCH_PAGES_CAPACITY = 5_000;

/**
 * The ids of the search pages this process read lately, per seller, pattern and page, with the catalogue
 * version they were read at. What a search matches and its order (newest first) change only with that version
 * (a product created, renamed or deleted: migration 0009), so while the version is the same the page is the
 * same products: the next request reads those ten rows by id and the version, in one statement, instead of
 * walking the newest-first index down to the page (products.repository.ts findProductSearchPage). Stock and
 * prices are read fresh every time; a changed version sends the request the usual way.
 */
export function createSearchPages(capacity = SEARCH_PAGES_CAPACITY): TSearchPages {
  const pages = createBoundedMap<TSearchPage>(capacity);
  const keyOf = (shopId: TShopId, { pattern, limit, offset }: TSearchPageKey) =>
    `${shopId}/${limit}/${offset}/${pattern}`;
  return {
    recall: (shopId, page) => pages.get(keyOf(shopId, page)) ?? null,
    remember: (shopId, page, found) => pages.set(keyOf(shopId, page), found),
    forget: (shopId, page) => pages.delete(keyOf(shopId, page)),
  };
}
