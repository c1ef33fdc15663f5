import { type Locator, type Page, expect, test } from "@playwright/test";
import { addListedToCart, hostUrl, signIn, whenInteractive } from "./support";

// Issue 13, item 7: a control repeated per product names its product, so a list of controls (a
// screen reader's, or voice control's "click Add to cart") tells them apart; the header's cart link
// says its count and summary once. Accessible names as the browser computes them (Playwright's
// ARIA snapshot). Nothing here depends on the page's language: other specs switch it.
const ACCOUNTS = { js: "buyer.gb@demo.test", "no-js": "buyer.fr@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

const CONTROL = /^\s*- (button|link|textbox|spinbutton|checkbox|combobox) "((?:[^"\\]|\\.)*)"/;

/** The accessible names of the controls inside `scope`, by role ("button Add to cart: Kettle"). */
async function controlNames(scope: Locator): Promise<string[]> {
  const snapshot = await scope.ariaSnapshot();
  return snapshot
    .split("\n")
    .map((line) => CONTROL.exec(line.replace(/^(\s*- )'(.*)'(:?)$/, "$1$2$3")))
    .filter((match) => match !== null)
    .map((match) => `${match[1]} ${match[2]}`);
}

/**
 * Names that stand for more than one thing: each `items` entry is one product (a card, a cart line)
 * with its id; a name found in the entries of two different ids is ambiguous. The same product
 * shown twice (a brand home shows some in two sections) may repeat its names: they do the same.
 */
async function ambiguousNames(items: Locator, idOf: (item: Locator) => Promise<string>): Promise<Record<string, string[]>> {
  const owners = new Map<string, Set<string>>();
  for (const item of await items.all()) {
    const id = await idOf(item);
    for (const name of await controlNames(item)) owners.set(name, (owners.get(name) ?? new Set()).add(id));
  }
  return Object.fromEntries([...owners].filter(([, ids]) => ids.size > 1).map(([name, ids]) => [name, [...ids]]));
}

// Cards a buyer can add from (an offline-only product's panel says online sales are disabled instead, decision 0111).
const buyableCards = (page: Page) => page.locator("main article").filter({ has: page.locator('.panel input[name="goodsId"]') });
const cardId = async (card: Locator) => (await card.locator('.panel input[name="goodsId"]').getAttribute("value")) ?? "";

for (const [what, path] of [
  ["a list page", "/aigoStarProductList"],
  ["the home", "/"],
] as const) {
  test(`on ${what} every card's quantity, add and quick buttons name their product`, async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name), { to: path });
    await buyableCards(page).first().waitFor({ state: "attached" });
    expect(await buyableCards(page).count()).toBeGreaterThan(5);
    expect(await ambiguousNames(buyableCards(page), cardId)).toEqual({});
  });
}

test("in the cart every line's tick, quantity, update and removal name their product", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  await buyableCards(page).first().waitFor({ state: "attached" });
  await addListedToCart(page, 3);
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const lines = page.locator("main tbody tr[id^='line-']");
  expect(await lines.count()).toBeGreaterThanOrEqual(3);
  expect(await ambiguousNames(lines, async (line) => (await line.getAttribute("id")) ?? "")).toEqual({});
});

test("the header's cart link says its count and summary once, starting with what it shows", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/cart" });
  const link = page.locator('header a[href="/cart"]');
  const [name] = await controlNames(page.locator("header"))
    .then((names) => names.filter((one) => one.startsWith("link ")).map((one) => one.slice(5)))
    .then((names) => names.filter((one) => /\d/.test(one)));
  const word = (await link.locator("span").first().textContent())!.trim();
  const count = (await link.locator("span.count-pill").textContent())!.trim();
  expect(name, "one link with the count").toBeTruthy();
  expect(name!.split(word).length - 1, `"${word}" once in "${name}"`).toBe(1);
  expect(name!.startsWith(`${word} ${count}`), `"${name}" starts with what it shows`).toBe(true);
  expect(name!.length).toBeGreaterThan(`${word} ${count}`.length + 3);
});
