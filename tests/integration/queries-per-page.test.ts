import type { LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { countQueries } from "~/db/query-count.server";
import { products } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as accountLayoutLoader } from "~/routes/account/route";
import { loader as accountLoader } from "~/routes/account._index/route";
import { loader as cartLoader } from "~/routes/cart/route";
import { loader as detailLoader } from "~/routes/commodityDetail/route";
import { loader as orderListLoader } from "~/routes/order.myOrder/route";
import { loader as orderDetailLoader } from "~/routes/order.orderDetail/route";
import { loader as listLoader } from "~/routes/productList/route";
import { loader as searchLoader } from "~/routes/searchResult/route";
import { listOrders } from "~/services/ordering/orders.server";
import { type PageType, QUERY_BUDGETS, queryPages } from "../../bench/queries";
import { findDemoProducts } from "../../scripts/demo/states";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";

/**
 * Issue 15: the statements one signed-in page sends to the database in all (the session with what
 * every page shows, the menus, the page itself): the root's and the page's loaders together, as
 * Remix runs them, each page loaded twice in one process so that reference data already read
 * counts as a running server has it. A page over its budget (bench/queries.ts) fails: cut it, or
 * raise the budget with the reason in decision 0095.
 */
type Loader = (args: LoaderFunctionArgs) => unknown;

const LOADERS: Record<PageType, Loader[]> = {
  home: [homeLoader],
  list: [listLoader],
  search: [searchLoader],
  detail: [detailLoader],
  cart: [cartLoader],
  "order list": [orderListLoader],
  "order detail": [orderDetailLoader],
  account: [accountLayoutLoader, accountLoader],
};

const BUYER = "buyer.fr@demo.test";
let paths: Map<PageType, string>;
let cookie: string;

beforeAll(async () => {
  cookie = await sessionCookieFor(BUYER);
  const [detailId] = await findDemoProducts(db(), "aigostar", "normal");
  const [product] = await db().select({ names: products.names, barcode: products.barcode }).from(products).where(eq(products.id, detailId!));
  const nameWord = product!.names.en.split(/\s+/).find((word) => /^[a-z]{4,}$/i.test(word) && word.toLowerCase() !== "aigostar");
  const [order] = (await listOrders({ accountId: await accountId(BUYER), status: "all", period: "all", page: 1, pageSize: 1 })).items;
  expect(nameWord, product!.names.en).toBeDefined();
  expect(order, "the demo buyer has orders").toBeDefined();
  paths = new Map(queryPages({ nameWord: nameWord!, suffix: product!.barcode.slice(-6), detailId: detailId!, orderNumber: order!.orderNumber }));
});

/** One request to a page: the root's and the page's loaders at once, sharing the request's context, as Remix calls them. */
async function load(type: PageType): Promise<{ queries: number; statuses: number[]; statements: string[] }> {
  const path = paths.get(type)!;
  const request = getRequest(path, { cookie });
  const context = contextFor("localhost:3000", path);
  const { result, count } = await countQueries(() => Promise.all([rootLoader, ...LOADERS[type]].map((loader) => settle(() => loader({ request, context, params: {} })))), { keepText: true });
  return { queries: count.queries, statuses: result.map((reply) => reply.status), statements: count.statements ?? [] };
}

describe("queries per signed-in page", () => {
  it.each(Object.keys(QUERY_BUDGETS) as PageType[])("%s stays within its budget", async (type) => {
    await load(type);
    const { queries, statuses, statements } = await load(type);
    expect(statuses.every((status) => status === 200), `${type}: ${statuses.join(", ")}`).toBe(true);
    expect(queries, `${type} sent:\n${statements.join("\n")}`).toBeLessThanOrEqual(QUERY_BUDGETS[type]);
    // Every page reads the session at least: the count is real.
    expect(queries).toBeGreaterThan(0);
  });
});
