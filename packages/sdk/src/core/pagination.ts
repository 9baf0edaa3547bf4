/**
 * Paged list operations: cursor lists (`exclusiveStartKey` / `lastEvaluatedKey`) and offset
 * lists (`limit` / `offset`). A list result is awaited for one page, iterated for every item, and
 * walks its pages with `hasNextPage()`, `getNextPage()`, `iterPages()` and `toArray({ limit })`.
 */
import type { Pagination } from '../contract/shape.js';
import { ApiPromise } from './api-promise.js';
import { ConfigurationError } from './errors.js';
import type { RawResult } from './transport.js';

/** Fetches one page for the given params. */
export type PageFetcher<Page> = (params: Record<string, unknown>) => Promise<RawResult<Page>>;

/** Fetches one page for the given params as the raw response, its body unread. */
export type RawPageFetcher = (params: Record<string, unknown>) => Promise<Response>;

/** The items of a page, whether the page is an array or an object with an items field. */
export function pageItems(pagination: Pagination, page: unknown): unknown[] {
  if (pagination.kind === 'offset' && pagination.itemsField === null) return Array.isArray(page) ? page : [];
  const field = pagination.itemsField as string;
  const items = (page as Record<string, unknown> | null)?.[field];
  return Array.isArray(items) ? items : [];
}

/** The params of the page after `page`, fetched with `params`; `undefined` after the last page. */
export function nextPageParams(
  pagination: Pagination,
  params: Record<string, unknown>,
  page: unknown,
): Record<string, unknown> | undefined {
  if (pagination.kind === 'cursor') {
    const next = (page as Record<string, unknown> | null)?.[pagination.nextCursorField];
    if (next === undefined || next === null || next === '') return undefined;
    return { ...params, [pagination.cursorParam]: typeof next === 'string' ? next : JSON.stringify(next) };
  }
  const limit = Number(params[pagination.limitParam] ?? pagination.defaultLimit);
  const items = pageItems(pagination, page);
  if (items.length < limit) return undefined;
  const offset = Number(params[pagination.offsetParam] ?? 0);
  return { ...params, [pagination.limitParam]: limit, [pagination.offsetParam]: offset + items.length };
}

/** The params of the first page when iterating items: an offset list sends its limit and offset explicitly. */
const firstPageParams = (pagination: Pagination, params: Record<string, unknown>) =>
  pagination.kind === 'cursor'
    ? { ...params }
    : {
        ...params,
        [pagination.limitParam]: Number(params[pagination.limitParam] ?? pagination.defaultLimit),
        [pagination.offsetParam]: Number(params[pagination.offsetParam] ?? 0),
      };

/** Every item of a list, page after page. */
export async function* iterateItems<Item>(
  pagination: Pagination,
  params: Record<string, unknown>,
  fetchPage: PageFetcher<unknown>,
): AsyncGenerator<Item, void, undefined> {
  let current: Record<string, unknown> | undefined = firstPageParams(pagination, params);
  while (current) {
    const { data } = await fetchPage(current);
    for (const item of pageItems(pagination, data)) yield item as Item;
    current = nextPageParams(pagination, current, data);
  }
}

/** What `toArray` takes: the most items to read, required so that no call reads a whole list by accident. */
export interface ToArrayOptions {
  /** The most items to return (a whole number, 1 or more); pages are read until it is reached. */
  readonly limit: number;
}

/**
 * The result of a paged list method: await it for one page, iterate it for every item, or walk
 * its pages.
 *
 * @example
 * ```ts
 * const firstPage = await client.teams.activity.list({ teamId });
 * for await (const item of client.teams.activity.list({ teamId })) console.log(item.ActionName);
 * for await (const page of client.teams.activity.list({ teamId }).iterPages()) console.log(page.items.length);
 * const latest = await client.teams.activity.list({ teamId }).toArray({ limit: 100 });
 * ```
 */
export class PagePromise<Page, Item, Code extends string = string>
  extends ApiPromise<Page, Code>
  implements AsyncIterable<Item>
{
  readonly #pagination: Pagination;
  /** The params of this page (of the page before, for a page from `getNextPage()`, once it is read). */
  readonly #params: Promise<Record<string, unknown>>;
  readonly #fetchPage: PageFetcher<Page>;
  readonly #rawPage: RawPageFetcher | undefined;

  constructor(
    pagination: Pagination,
    params: Record<string, unknown> | Promise<Record<string, unknown>>,
    fetchPage: PageFetcher<Page>,
    rawPage?: RawPageFetcher,
  ) {
    const first = Promise.resolve(params);
    // A failure to find the params (no next page) is reported by whichever use awaits them.
    first.catch(() => undefined);
    super(async () => fetchPage(await first), true, rawPage && (async () => rawPage(await first)));
    this.#pagination = pagination;
    this.#params = first;
    this.#fetchPage = fetchPage;
    this.#rawPage = rawPage;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* iterateItems<Item>(this.#pagination, await this.#params, this.#fetchPage as PageFetcher<unknown>);
  }

  /** Whether there is a page after this one (reads this page first when it is not read yet). */
  async hasNextPage(): Promise<boolean> {
    const { data } = await this.withResponse();
    return nextPageParams(this.#pagination, await this.#params, data) !== undefined;
  }

  /**
   * The page after this one, as a list result of its own (await it, or walk on from it). Rejects
   * with a `ConfigurationError` after the last page: check `hasNextPage()` first.
   */
  getNextPage(): PagePromise<Page, Item, Code> {
    const next = (async () => {
      const { data } = await this.withResponse();
      const params = nextPageParams(this.#pagination, await this.#params, data);
      if (params === undefined) {
        throw new ConfigurationError(
          'getNextPage',
          'getNextPage() was called on the last page of the list: check hasNextPage() first, or walk the pages with iterPages().',
        );
      }
      return params;
    })();
    return new PagePromise<Page, Item, Code>(this.#pagination, next, this.#fetchPage, this.#rawPage);
  }

  /** Every page of the list from this one on, each awaited in turn. */
  async *iterPages(): AsyncGenerator<Page, void, undefined> {
    let params: Record<string, unknown> | undefined = await this.#params;
    let result = this.withResponse();
    while (params) {
      const { data } = await result;
      yield data;
      params = nextPageParams(this.#pagination, params, data);
      if (params) result = this.#fetchPage(params);
    }
  }

  /**
   * The first `limit` items of the list (fewer when the list is shorter), reading only the pages
   * they need. The limit is required: `toArray()` without it throws a `ConfigurationError`.
   */
  async toArray(options: ToArrayOptions): Promise<Item[]> {
    const limit = (options as ToArrayOptions | undefined)?.limit;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
      throw new ConfigurationError(
        'limit',
        `toArray needs a limit, the most items to read (a whole number, 1 or more), received ${
          limit === undefined ? 'none' : JSON.stringify(limit)
        }: for example toArray({ limit: 100 }), so that no call reads a whole list by accident.`,
      );
    }
    const items: Item[] = [];
    for await (const page of this.iterPages()) {
      for (const item of pageItems(this.#pagination, page)) {
        items.push(item as Item);
        if (items.length >= limit) return items;
      }
    }
    return items;
  }
}
