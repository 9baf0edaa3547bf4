/**
 * Iteration over paged list operations: cursor lists (`exclusiveStartKey` / `lastEvaluatedKey`)
 * and offset lists (`limit` / `offset`).
 */
import type { Pagination } from '../contract/shape.js';
import { ApiPromise } from './api-promise.js';
import type { RawResult } from './transport.js';

/** Fetches one page for the given params. */
export type PageFetcher<Page> = (params: Record<string, unknown>) => Promise<RawResult<Page>>;

/** The items of a page, whether the page is an array or an object with an items field. */
export function pageItems(pagination: Pagination, page: unknown): unknown[] {
  if (pagination.kind === 'offset' && pagination.itemsField === null) return Array.isArray(page) ? page : [];
  const field = pagination.itemsField as string;
  const items = (page as Record<string, unknown> | null)?.[field];
  return Array.isArray(items) ? items : [];
}

/** Every item of a list, page after page. */
export async function* iterateItems<Item>(
  pagination: Pagination,
  params: Record<string, unknown>,
  fetchPage: PageFetcher<unknown>,
): AsyncGenerator<Item, void, undefined> {
  if (pagination.kind === 'cursor') {
    let cursor = params[pagination.cursorParam];
    while (true) {
      const request = cursor === undefined ? { ...params } : { ...params, [pagination.cursorParam]: cursor };
      const { data } = await fetchPage(request);
      for (const item of pageItems(pagination, data)) yield item as Item;
      const next = (data as Record<string, unknown> | null)?.[pagination.nextCursorField];
      if (next === undefined || next === null || next === '') return;
      cursor = typeof next === 'string' ? next : JSON.stringify(next);
    }
  }
  const limit = Number(params[pagination.limitParam] ?? pagination.defaultLimit);
  let offset = Number(params[pagination.offsetParam] ?? 0);
  while (true) {
    const { data } = await fetchPage({
      ...params,
      [pagination.limitParam]: limit,
      [pagination.offsetParam]: offset,
    });
    const items = pageItems(pagination, data);
    for (const item of items) yield item as Item;
    if (items.length < limit) return;
    offset += items.length;
  }
}

/**
 * The result of a paged list method: await it for one page, or iterate it for every item.
 *
 * @example
 * ```ts
 * const firstPage = await client.teams.activity.list({ teamId });
 * for await (const item of client.teams.activity.list({ teamId })) console.log(item.ActionName);
 * ```
 */
export class PagePromise<Page, Item, Code extends string = string>
  extends ApiPromise<Page, Code>
  implements AsyncIterable<Item>
{
  readonly #iterate: () => AsyncGenerator<Item, void, undefined>;

  constructor(first: () => Promise<RawResult<Page>>, iterate: () => AsyncGenerator<Item, void, undefined>) {
    super(first, true);
    this.#iterate = iterate;
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    return this.#iterate();
  }
}
