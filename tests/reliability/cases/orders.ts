import { type ShopClient, hasMessage } from "../client";
import { withDatabase } from "../database";
import { available, existingOrderNumbers, halfWrittenOrders, unitsSold } from "../fixtures";
import { defaultSubmission, postForms } from "../forms";
import { CaseRecorder } from "../report";
import type { ShopServer } from "../server";

const CONFIRM = "/order/orderConfirm";

/** Puts `quantity` of the product in the cart (ticked) and reads the confirm form as the buyer would send it. */
export async function prepareCheckout(client: ShopClient, goodsId: number, quantity: number): Promise<{ action: string; fields: Array<[string, string]> }> {
  const added = await client.post("/cart/add", { goodsId: String(goodsId), quantity: String(quantity), redirectTo: "/cart" });
  await added.arrayBuffer();
  if (added.status !== 302 && added.status !== 303) throw new Error(`adding to the cart answered ${added.status}`);
  const page = await client.get(CONFIRM);
  const html = await page.text();
  const form = postForms(html, CONFIRM).find((candidate) => candidate.fields.some((field) => field.name === "submitKey"));
  if (!form) throw new Error(`no confirm form on ${CONFIRM} (${page.status})`);
  return { action: form.action, fields: defaultSubmission(form) };
}

type Outcome = { status: number; orderNumber: string | null; message: boolean; error?: string };

export async function submit(client: ShopClient, action: string, fields: Array<[string, string]>): Promise<Outcome> {
  try {
    const response = await client.post(action, fields);
    const body = await response.text();
    const location = response.headers.get("location") ?? "";
    const orderNumber = /orderNumber=([A-Za-z0-9-]+)/.exec(location)?.[1] ?? null;
    return { status: response.status, orderNumber: location.includes("/order/orderSuccess") ? orderNumber : null, message: hasMessage(body, response.status) };
  } catch (error) {
    return { status: 0, orderNumber: null, message: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs `work` for every item with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * Oversell: every buyer puts one unit of a product with stock 10 in the cart and confirms; then
 * all submit at once. Exactly 10 orders, 10 units sold, stock 0, every refusal a 400 with a message.
 */
export async function oversellCase(server: ShopServer, clients: ShopClient[], product: { id: number; stock: number }) {
  const recorder = new CaseRecorder(`oversell: ${clients.length} checkouts at once on stock ${product.stock}`);
  const forms = await pool(clients, 16, (client) => prepareCheckout(client, product.id, 1));
  const outcomes = await Promise.all(clients.map((client, index) => submit(client, forms[index]!.action, forms[index]!.fields)));
  const placed = outcomes.filter((outcome) => outcome.orderNumber !== null);
  for (const outcome of outcomes) {
    recorder.check(outcome.status !== 0 && outcome.status < 500, () => `a submit answered ${outcome.status} ${outcome.error ?? ""}`);
    if (outcome.orderNumber === null && outcome.status >= 400) recorder.check(outcome.message, () => `a refusal (${outcome.status}) without a message`);
  }
  recorder.check(placed.length === product.stock, () => `${placed.length} orders placed, expected ${product.stock}`);
  const { sold, left } = await withDatabase(server, async (db) => ({ sold: await unitsSold(db, product.id), left: await available(db, product.id) }));
  await server.start();
  recorder.check(sold === product.stock, () => `${sold} units sold, expected ${product.stock}`);
  recorder.check(left === 0, () => `stock left ${left}, expected 0`);
  recorder.note = `${placed.length} placed, ${outcomes.length - placed.length} refused`;
  return recorder.result();
}

/**
 * The same product on two lines of one form (a tampered confirm form): the order may be refused
 * or placed, but never for more than the stock, and the stock never goes below 0.
 */
export async function duplicateLinesCase(server: ShopServer, clients: ShopClient[], product: { id: number; stock: number }) {
  const recorder = new CaseRecorder(`oversell: two lines of one product, ${clients.length} at once, stock ${product.stock}`);
  const forms = await pool(clients, 16, (client) => prepareCheckout(client, product.id, 1));
  const outcomes = await Promise.all(
    clients.map((client, index) => {
      const { action, fields } = forms[index]!;
      const line = fields.find(([name]) => name === "line");
      const doubled: Array<[string, string]> = line ? [...fields, line] : fields;
      return submit(client, action, doubled);
    }),
  );
  for (const outcome of outcomes) recorder.check(outcome.status !== 0 && outcome.status < 500, () => `a submit answered ${outcome.status} ${outcome.error ?? ""}`);
  const { sold, left } = await withDatabase(server, async (db) => ({ sold: await unitsSold(db, product.id), left: await available(db, product.id) }));
  await server.start();
  recorder.check(sold + left === product.stock, () => `sold ${sold} + left ${left} ≠ stock ${product.stock}`);
  recorder.check(left >= 0 && sold <= product.stock, () => `oversold: sold ${sold}, left ${left}`);
  recorder.note = `${outcomes.filter((outcome) => outcome.orderNumber).length} placed, ${sold} units sold`;
  return recorder.result();
}

/** Double submit: the same confirm form sent 5 times at once gives one order, and every answer leads to it. */
export async function doubleSubmitCase(server: ShopServer, clients: ShopClient[], product: { id: number }) {
  const recorder = new CaseRecorder("double submit: the same form 5 times at once");
  const placedNumbers: string[] = [];
  for (const client of clients) {
    const { action, fields } = await prepareCheckout(client, product.id, 1);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submit(client, action, fields)));
    const numbers = new Set(outcomes.map((outcome) => outcome.orderNumber));
    recorder.check(outcomes.every((outcome) => outcome.orderNumber !== null), () => `answers ${outcomes.map((outcome) => outcome.status).join(", ")}: not all lead to the order`);
    recorder.check(numbers.size === 1, () => `${numbers.size} different orders from one form`);
    placedNumbers.push(...[...numbers].filter((number): number is string => number !== null));
  }
  const orders = await withDatabase(server, async (db) => existingOrderNumbers(db, placedNumbers));
  await server.start();
  recorder.check(orders.size === clients.length, () => `${orders.size} orders stored for ${clients.length} forms`);
  return recorder.result();
}

/**
 * Crash: buyers keep ordering while the server is killed with SIGKILL at a random moment; after
 * each kill every acknowledged order is stored whole, no order is half-written, and the stock
 * adds up. Then the server starts again on the same data.
 */
export async function crashCase(server: ShopServer, clients: ShopClient[], product: { id: number; stock: number }, rounds: number) {
  const recorder = new CaseRecorder(`crash: SIGKILL during an order load, ${rounds} times`);
  const acknowledged: string[] = [];
  let attempts = 0;
  for (let round = 1; round <= rounds; round++) {
    let running = true;
    const lanes = clients.map(async (client) => {
      while (running) {
        attempts += 1;
        try {
          const { action, fields } = await prepareCheckout(client, product.id, 1);
          const outcome = await submit(client, action, fields);
          if (outcome.orderNumber) acknowledged.push(outcome.orderNumber);
        } catch {
          // the server went away mid-request: that order was not acknowledged
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.floor(Math.random() * 1700)));
    await server.stop("SIGKILL");
    running = false;
    await Promise.all(lanes);
    const { missing, broken, sold, left } = await withDatabase(server, async (db) => {
      const found = await existingOrderNumbers(db, acknowledged);
      return {
        missing: acknowledged.filter((number) => !found.has(number)),
        broken: await halfWrittenOrders(db),
        sold: await unitsSold(db, product.id),
        left: await available(db, product.id),
      };
    });
    recorder.check(missing.length === 0, () => `round ${round}: acknowledged orders missing after the restart: ${missing.join(", ")}`);
    recorder.check(broken.length === 0, () => `round ${round}: half-written orders: ${broken.join("; ")}`);
    recorder.check(sold + left === product.stock, () => `round ${round}: sold ${sold} + left ${left} ≠ stock ${product.stock}`);
    await server.start();
  }
  recorder.note = `${acknowledged.length} orders acknowledged in ${attempts} attempts`;
  return recorder.result();
}
