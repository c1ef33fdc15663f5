import { type ShopClient } from "../client";
import { withDatabase } from "../database";
import { type CombinedFixtures, available, existingOrderNumbers, orderGroupsOf, unitsSold } from "../fixtures";
import { defaultSubmission, postForms } from "../forms";
import { CaseRecorder } from "../report";
import type { ShopServer } from "../server";
import { pool, submit } from "./orders";

// Combined orders (issue 18, decision 0108) through the shop's own routes, as a browser without
// JavaScript sends them: sets added on /order/BatchOrderDetailCompose, a pallet built on
// /order/batchOrder and /order/batchOrderDetail, single lines on /cart/add, then the confirm page
// read and its form sent back. The submit takes stock per product summed over singles, sets and
// pallets with one conditional statement each: never more than the stock, never below zero.

const CONFIRM = "/order/orderConfirm";

const redirected = (response: Response) => response.status === 302 || response.status === 303;

/** Reads a page and the first POST form on it that carries every named field (with the values given, when given). */
async function pageForm(client: ShopClient, path: string, wanted: Record<string, string | null>) {
  const page = await client.get(path);
  const html = await page.text();
  const form = postForms(html, path).find((candidate) => Object.entries(wanted).every(([name, value]) => candidate.fields.some((field) => field.name === name && (value === null || field.value === value))));
  if (!form) throw new Error(`no form with ${Object.keys(wanted).join(", ")} on ${path} (${page.status})`);
  return { form, html };
}

/** The form "add N sets" of a combination, as its page shows it (with the sets the group holds, so a resend adds once). */
export async function addSetsForm(client: ShopClient, combinationId: number, sets: number) {
  const { form } = await pageForm(client, `/order/BatchOrderDetailCompose?id=${combinationId}`, { held: null, sets: null });
  const fields = defaultSubmission(form).map(([name, value]): [string, string] => [name, name === "sets" ? String(sets) : value]);
  return { action: form.action, fields };
}

async function addSets(client: ShopClient, combinationId: number, sets: number) {
  const { action, fields } = await addSetsForm(client, combinationId, sets);
  const response = await client.post(action, fields);
  if (!redirected(response)) throw new Error(`adding ${sets} sets answered ${response.status}`);
}

async function addSingle(client: ShopClient, goodsId: number, quantity: number) {
  const response = await client.post("/cart/add", { goodsId: String(goodsId), quantity: String(quantity), redirectTo: "/cart" });
  if (!redirected(response)) throw new Error(`adding to the cart answered ${response.status}`);
}

/** Creates a pallet on /order/batchOrder (its form's type and name) and puts cartons of a product on it from the picker. */
async function buildPallet(client: ShopClient, product: { id: number; barcode: string }, cartons: number) {
  const { form } = await pageForm(client, "/order/batchOrder", { intent: "create" });
  const created = await client.post(form.action, defaultSubmission(form));
  const id = /[?&]id=(\d+)/.exec(created.headers.get("location") ?? "")?.[1];
  if (!redirected(created) || !id) throw new Error(`creating a pallet answered ${created.status}`);
  const picker = `/order/batchOrderDetail?id=${id}&q=${encodeURIComponent(product.barcode)}`;
  const add = await pageForm(client, picker, { intent: "add", goodsId: String(product.id) });
  const fields = defaultSubmission(add.form).map(([name, value]): [string, string] => [name, name === "cartons" ? String(cartons) : value]);
  const added = await client.post(add.form.action, fields);
  if (!redirected(added)) throw new Error(`adding cartons answered ${added.status}`);
}

/** The confirm page's form as the buyer sends it, "merge the order" ticked when the page asks (China-direct goods below 65 m³). */
async function confirmForm(client: ShopClient, expectedGroups: number) {
  const { form, html } = await pageForm(client, CONFIRM, { submitKey: null });
  const fields = defaultSubmission(form);
  const groups = fields.filter(([name]) => name === "group");
  if (groups.length !== expectedGroups) throw new Error(`the confirm form lists ${groups.length} groups, expected ${expectedGroups}: ${groups.map(([, value]) => value).join(" ")}`);
  if (/name="chinaMerge"/.test(html)) fields.push(["chinaMerge", "1"]);
  return { action: form.action, fields };
}

/**
 * Oversell with combined carts: every buyer holds a single line of A, one set (2 A + 1 B) and a
 * pallet of one carton of B (a carton of 1), confirms, then all submit at once. Each order takes
 * 3 A and 2 B, so the stock gives exactly min(A / 3, B / 2) orders; the rest are refused with a
 * message, nothing is sold twice and no stock goes below zero.
 */
export async function combinedOversellCase(server: ShopServer, clients: ShopClient[], fixtures: CombinedFixtures) {
  const { short, singly, pallet } = fixtures;
  const [a, b] = short.items;
  const recorder = new CaseRecorder(`oversell: ${clients.length} combined carts at once (a set, a single line, a pallet), stock for ${fixtures.shortOrders}`);
  const forms = await pool(clients, 8, async (client) => {
    await addSingle(client, singly.id, 1);
    await addSets(client, short.id, 1);
    await buildPallet(client, pallet, 1);
    return confirmForm(client, 2);
  });
  const outcomes = await Promise.all(clients.map((client, index) => submit(client, forms[index]!.action, forms[index]!.fields)));
  const placed = outcomes.filter((outcome) => outcome.orderNumber !== null);
  for (const outcome of outcomes) {
    recorder.check(outcome.status !== 0 && outcome.status < 500, () => `a submit answered ${outcome.status} ${outcome.error ?? ""}`);
    if (outcome.orderNumber === null) recorder.check(outcome.status === 400 && outcome.message, () => `a refusal (${outcome.status}) without its message`);
  }
  recorder.check(placed.length === fixtures.shortOrders, () => `${placed.length} orders placed, expected ${fixtures.shortOrders}`);
  const stored = await withDatabase(server, async (db) => ({
    sold: [await unitsSold(db, a!.productId), await unitsSold(db, b!.productId)],
    left: [await available(db, a!.productId), await available(db, b!.productId)],
    groups: await orderGroupsOf(db, placed.map((outcome) => outcome.orderNumber!)),
  }));
  await server.start();
  const perOrder = [3, 2];
  [a!, b!].forEach((item, index) => {
    const sold = stored.sold[index]!;
    const left = stored.left[index]!;
    recorder.check(left >= 0 && sold <= item.stock, () => `product ${item.productId} oversold: sold ${sold}, left ${left} of ${item.stock}`);
    recorder.check(sold + left === item.stock, () => `product ${item.productId}: sold ${sold} + left ${left} ≠ stock ${item.stock}`);
    recorder.check(sold === perOrder[index]! * placed.length, () => `product ${item.productId}: ${sold} sold on ${placed.length} orders, expected ${perOrder[index]! * placed.length}`);
  });
  // Every placed order kept its two groups: the combination's set and the pallet.
  recorder.check(stored.groups.combination === placed.length && stored.groups.pallet === placed.length, () => `groups stored: ${stored.groups.combination} combinations, ${stored.groups.pallet} pallets for ${placed.length} orders`);
  recorder.note = `${placed.length} placed, ${outcomes.length - placed.length} refused; left ${stored.left.join(" / ")}`;
  return recorder.result();
}

/**
 * Double submit with combinations: the "add 2 sets" form sent 3 times at once adds once (the
 * group holds 2), and the confirm form sent 5 times at once gives one order whose group holds the
 * 2 sets, taken from stock once; every answer leads to that order.
 */
export async function combinedDoubleSubmitCase(server: ShopServer, clients: ShopClient[], fixtures: CombinedFixtures) {
  const recorder = new CaseRecorder(`double submit with a combination: the add form 3 times, the order form 5 times, at once (${clients.length} buyers)`);
  const { plenty } = fixtures;
  const placedNumbers: string[] = [];
  for (const client of clients) {
    const add = await addSetsForm(client, plenty.id, 2);
    const adds = await Promise.all(Array.from({ length: 3 }, () => client.post(add.action, add.fields)));
    recorder.check(adds.every(redirected), () => `the add answered ${adds.map((response) => response.status).join(", ")}`);
    const { action, fields } = await confirmForm(client, 1);
    const group = fields.find(([name]) => name === "group")?.[1] ?? "";
    recorder.check(group.startsWith(`c:${plenty.id}:2:`), () => `three adds of 2 sets at once left the group at ${group}, expected 2 sets`);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => submit(client, action, fields)));
    const numbers = new Set(outcomes.map((outcome) => outcome.orderNumber));
    recorder.check(outcomes.every((outcome) => outcome.orderNumber !== null), () => `answers ${outcomes.map((outcome) => outcome.status).join(", ")}: not all lead to the order`);
    recorder.check(numbers.size === 1, () => `${numbers.size} different orders from one form`);
    placedNumbers.push(...[...numbers].filter((number): number is string => number !== null));
  }
  const stored = await withDatabase(server, async (db) => ({
    orders: await existingOrderNumbers(db, placedNumbers),
    groups: await orderGroupsOf(db, placedNumbers),
    sold: [await unitsSold(db, plenty.items[0]!.productId), await unitsSold(db, plenty.items[1]!.productId)],
  }));
  await server.start();
  recorder.check(stored.orders.size === clients.length, () => `${stored.orders.size} orders stored for ${clients.length} forms`);
  recorder.check(stored.groups.combination === clients.length && stored.groups.sets === 2 * clients.length, () => `${stored.groups.combination} combination groups of ${stored.groups.sets} sets stored, expected ${clients.length} of 2`);
  plenty.items.forEach((item, index) => {
    const expected = 2 * item.quantity * clients.length;
    recorder.check(stored.sold[index] === expected, () => `product ${item.productId}: ${stored.sold[index]} sold, expected ${expected} (stock taken once per order)`);
  });
  return recorder.result();
}
