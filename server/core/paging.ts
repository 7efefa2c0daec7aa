// One page of a list: the rows of a select (its where and order set by the caller) at `page` and `limit`,
// how many rows its where matches in all, and the reply every paged list call answers
// (`{ list, total, page, limit }`: `paged(...)` of src/contract/common.ts).
//
//   return await readPage(
//     db.select().from(loans).where(where).orderBy(desc(loans.id)),
//     db.select({ n: count() }).from(loans).where(where),
//     { page, limit },
//     view,
//   );
//
// The select is run with `LIMIT limit OFFSET (page - 1) * limit`, then the count, then the view of each row
// (in order); a page beyond the end is an empty list with the whole total. A reply with more fields spreads
// it: `{ ...(await readPage(…)), boxes }`.
import type { Paged } from '../../src/contract/common';

/** Which page of how many rows (the contract's `page` fields: page from 1). */
export interface PageAsk {
  page: number;
  limit: number;
}

/** A select with its where and order set, not yet limited (a Drizzle select builder). */
export interface PageableSelect<Row> {
  limit(limit: number): { offset(offset: number): { all(): Promise<Row[]> } };
}

/** A select of one row `{ n: count() }` over the same rows (the same from, joins and where). */
export interface CountSelect {
  get(): Promise<{ n: number } | undefined>;
}

/** The rows of one page, as the select's order gives them. */
const pageRows = async <Row>(rows: PageableSelect<Row>, { page, limit }: PageAsk): Promise<Row[]> =>
  await rows
    .limit(limit)
    .offset((page - 1) * limit)
    .all();

/** One page of rows, each through `view` (called with the row alone), in order, with the total. */
export async function readPage<Row>(rows: PageableSelect<Row>, counted: CountSelect, ask: PageAsk): Promise<Paged<Row>>;
export async function readPage<Row, Out>(
  rows: PageableSelect<Row>,
  counted: CountSelect,
  ask: PageAsk,
  view: (row: Row) => Out | Promise<Out>,
): Promise<Paged<Out>>;
export async function readPage<Row, Out>(
  rows: PageableSelect<Row>,
  counted: CountSelect,
  ask: PageAsk,
  view?: (row: Row) => Out | Promise<Out>,
): Promise<Paged<Row | Out>> {
  const found = await pageRows(rows, ask);
  const total = (await counted.get())?.n ?? 0;
  const list = view ? await Promise.all(found.map(async (row) => await view(row))) : found;
  return { list, total, page: ask.page, limit: ask.limit };
}
