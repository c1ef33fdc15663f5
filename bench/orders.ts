import { ShopClient } from "../tests/reliability/client";
import { addSetsForm } from "../tests/reliability/cases/combinations";
import { prepareCheckout, submit } from "../tests/reliability/cases/orders";
import type { Prepared } from "./database";
import { type Row, count, milliseconds } from "./report";
import { latency } from "./stats";
import { type Quantities, stockDiscrepancies, tally } from "./stock";

export type OrderLoad = { rows: Row[]; failures: string[]; ordered: Map<number, number>; placed: number };

/**
 * Every buyer (a session of its own, a company of its own) places `perBuyer` orders one after the
 * other, all buyers at once, through the forms a browser without JavaScript posts: the cart's add
 * form (POST /cart/add), the confirmation page (GET /order/orderConfirm, whose form carries the
 * submit key), and its submit. Every third order also carries a combination group (issue 18):
 * 1–2 sets added by the combination page's form (POST /order/BatchOrderDetailCompose) before the
 * single line, so the submit takes each product's units summed over the line and the sets. A lane
 * stops at its first failure, so a failed order never leaves a line or a group in the cart that
 * the next order would carry.
 */
export async function measureOrders({ engineLabel, baseUrl, setup, perBuyer }: { engineLabel: string; baseUrl: string; setup: Prepared["orders"]; perBuyer: number }): Promise<OrderLoad> {
  const failures: string[] = [];
  const ordered = new Map<number, number>();
  const checkoutTimes: number[] = [];
  const submitTimes: number[] = [];
  let placed = 0;
  let combined = 0;
  const started = performance.now();
  await Promise.all(
    setup.cookies.map(async (cookie, lane) => {
      const client = new ShopClient(baseUrl);
      client.useCookie(cookie);
      for (let index = 0; index < perBuyer; index++) {
        const product = setup.products[(lane + index) % setup.products.length]!;
        const quantity = 1 + ((lane + index) % 3);
        const combination = (lane + index) % 3 === 1 ? setup.combination : null;
        const sets = 1 + ((lane + index) % 2);
        try {
          let time = performance.now();
          if (combination) {
            const add = await addSetsForm(client, combination.id, sets);
            const added = await client.post(add.action, add.fields);
            if (added.status !== 302 && added.status !== 303) throw new Error(`adding ${sets} sets answered ${added.status}`);
          }
          const form = await prepareCheckout(client, product.id, quantity);
          checkoutTimes.push(performance.now() - time);
          const group = form.fields.find(([name]) => name === "group")?.[1];
          if (combination && !group?.startsWith(`c:${combination.id}:${sets}:`)) throw new Error(`the confirm form's group is ${group ?? "missing"}, expected ${sets} sets of ${combination.id}`);
          time = performance.now();
          const outcome = await submit(client, form.action, form.fields);
          submitTimes.push(performance.now() - time);
          if (!outcome.orderNumber) throw new Error(`the submit answered ${outcome.status} ${outcome.error ?? ""}`.trim());
          tally(ordered, product.id, quantity);
          for (const item of combination?.items ?? []) tally(ordered, item.productId, item.quantity * sets);
          if (combination) combined += 1;
          placed += 1;
        } catch (error) {
          failures.push(`${engineLabel} orders: ${setup.buyers[lane]}, order ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const checkout = latency(checkoutTimes);
  const submitted = latency(submitTimes);
  const rows: Row[] = [
    {
      engine: engineLabel,
      section: "orders",
      item: `cart add + order submit, ${setup.cookies.length} buyers at once, ${placed} orders (${combined} with a combination group)`,
      figures: `${count(placed / seconds)} orders/s · cart add (and sets) + confirmation page p50 ${milliseconds(checkout.p50)} / p99 ${milliseconds(checkout.p99)} · submit p50 ${milliseconds(submitted.p50)} / p99 ${milliseconds(submitted.p99)}`,
    },
  ];
  return { rows, failures, ordered, placed };
}

/**
 * The row of the stock check, and its failures (the database read after the server stopped):
 * `ordered` is the units of every order acknowledged since the stock was read (the orders
 * section's and the soak's), `what` names the loads they came from.
 */
export function stockCheck(engineLabel: string, setup: Prepared["orders"], ordered: Quantities, what: string, after: { stock: Map<number, number>; sold: Map<number, number> }): { row: Row; failures: string[] } {
  const problems = stockDiscrepancies({ before: setup.stock, after: after.stock, ordered, soldBefore: setup.sold, soldAfter: after.sold });
  const sum = (map: Quantities) => [...map.values()].reduce((total, value) => total + value, 0);
  const before = sum(setup.stock);
  const units = sum(ordered);
  return {
    row: {
      engine: engineLabel,
      section: "orders",
      item: `stock check after ${what}, ${setup.products.length} products`,
      figures: `before ${before.toLocaleString("en")} − ordered ${units.toLocaleString("en")} = after ${sum(after.stock).toLocaleString("en")}`,
      target: "exact, none negative",
      met: problems.length === 0,
    },
    failures: problems.map((problem) => `${engineLabel} stock check: ${problem}`),
  };
}
