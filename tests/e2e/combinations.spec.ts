import { type Locator, type Page, expect, test } from "@playwright/test";
import { collectErrors, expectAccessible, expectNoRawKeys, hostUrl, removeFromCart, signIn, whenInteractive } from "./support";

// Combinations (decision 0108) on a fresh demo shop: browse → a combination's page → add sets →
// the cart's group → change its sets → the minimum (BULK) → out of stock (DUO) → buy singly →
// remove; and a combination changed after it was added (SEASON, version 1 in the cart) → confirm
// refresh. One account per project that no spec orders for (the lines "buy singly" adds are
// removed at the end); the pages' language is the account's, so this goes by ids, data
// attributes, form fields and numbers.
const ACCOUNTS = { js: "unofficial@demo.test", "no-js": "box@demo.test" } as const;
/**
 * buyer.es holds version 1 of each EUR brand's SEASON: each project confirms another brand's. The
 * combined checkout spec leaves buyer.es's groups out of its order whatever their state, and uses
 * buyer.mx's (the Mexican brand's) changed group for its refusal, which this spec leaves alone.
 */
const HOLDER = "buyer.es@demo.test";
const HOLDER_BRAND = { js: "nobleza", "no-js": "ubathlife" } as const;

type Project = keyof typeof ACCOUNTS;

/** A card's combination id by its demo code, from the list page. */
async function idOf(page: Page, code: string): Promise<number> {
  const id = await page.locator(`main article[data-code="${code}"]`).getAttribute("id");
  expect(id, `a card of ${code}`).toMatch(/^combination-\d+$/);
  return Number(id!.slice("combination-".length));
}

/** "Add N sets" on the combination's page; lands on the cart. */
async function addSets(page: Page, id: number, sets: string) {
  await page.goto(hostUrl("localhost", `/order/BatchOrderDetailCompose?id=${id}`));
  await whenInteractive(page);
  await page.locator("#add-sets-sets").fill(sets);
  await page.locator("#add-sets button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === "/cart");
  await whenInteractive(page);
}

const group = (page: Page, id: number) => page.locator(`#combination-${id}`);

/** Submits one of a group's forms by its intent (the state message's way out, or the sets form). */
async function submitIntent(scope: Locator, intent: string) {
  const page = scope.page();
  const before = page.url();
  await scope.locator(`form:has(input[name="intent"][value="${intent}"]) button[type=submit]`).first().click();
  await page.waitForURL((url) => url.href !== before || url.searchParams.has("notice"));
  await page.waitForLoadState("load");
  await whenInteractive(page);
}

test("browse → detail → add 3 sets → change sets → below the minimum → out of stock → buy singly → remove", async ({ page }, info) => {
  const project = info.project.name as Project;
  // With JavaScript the page hydrates: no error, no mismatch (without it, the browser notes unused translation preloads).
  const errors = project === "js" ? collectErrors(page) : [];
  await signIn(page, ACCOUNTS[project], { to: "/" });

  // The account menu links the page (with JavaScript, a client-side navigation); the cards show the terms.
  await page.locator('header details:has(a[href="/order/BatchOrderCompose"]) summary').click();
  await page.locator('header a[href="/order/BatchOrderCompose"]').click();
  await page.waitForURL((url) => url.pathname === "/order/BatchOrderCompose");
  await whenInteractive(page);
  await expect(page.locator("main h1")).toHaveCount(1);
  const starter = await idOf(page, "STARTER");
  const duo = await idOf(page, "DUO");
  const bulk = await idOf(page, "BULK");
  await expect(page.locator(`#combination-${starter} table tbody tr`)).toHaveCount(3);
  await expect(page.locator(`#combination-${starter} img`).first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The card's link opens the combination's page.
  await page.locator(`#combination-${starter} h2 a`).click();
  await page.waitForURL((url) => url.pathname === "/order/BatchOrderDetailCompose" && url.searchParams.get("id") === String(starter));
  await whenInteractive(page);
  await expectAccessible(page);

  // A wrong number is refused with the message, the number kept.
  await page.locator("#add-sets-sets").fill("2,5");
  await page.locator("#add-sets button[type=submit]").click();
  await expect(page.locator("#add-sets-sets-error")).toBeVisible();
  await expect(page.locator("#add-sets-sets")).toHaveValue("2,5");
  await expect(page.locator("#add-sets-sets")).toHaveAttribute("aria-invalid", "true");
  await expectNoRawKeys(page);

  // Add 3 sets: the cart shows the group with its items inside.
  await page.locator("#add-sets-sets").fill("3");
  await page.locator("#add-sets button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === "/cart");
  await whenInteractive(page);
  await expect(group(page, starter)).toHaveAttribute("data-state", "ok");
  await expect(group(page, starter).locator("table tbody tr")).toHaveCount(3);
  await expect(page.locator(`#combination-sets-${starter}`)).toHaveValue("3");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Change the sets: the field keeps the new number, and a bad one is refused in the cart with it kept.
  await page.locator(`#combination-sets-${starter}`).fill("5");
  await submitIntent(group(page, starter), "combinationSets");
  await expect(page.locator(`#combination-sets-${starter}`)).toHaveValue("5");
  await page.locator(`#combination-sets-${starter}`).fill("10000");
  await group(page, starter).locator('form:has(input[name="intent"][value="combinationSets"]) button[type=submit]').click();
  await expect(page.locator(`#combination-sets-${starter}-error`)).toBeVisible();
  await expect(page.locator(`#combination-sets-${starter}`)).toHaveValue("10000");

  // Untick the group for the order (as the confirm page's "leave out" does), and tick it again.
  const toggle = (intent: string) => group(page, starter).locator(`form:has(input[name="intent"][value="${intent}"]) button`);
  await expect(toggle("combinationUncheck")).toHaveAttribute("aria-pressed", "true");
  await submitIntent(group(page, starter), "combinationUncheck");
  await expect(toggle("combinationCheck")).toHaveAttribute("aria-pressed", "false");
  await submitIntent(group(page, starter), "combinationCheck");
  await expect(toggle("combinationUncheck")).toHaveAttribute("aria-pressed", "true");

  // BULK's minimum is above one set: the message, then the sets that reach it.
  await addSets(page, bulk, "1");
  await expect(group(page, bulk)).toHaveAttribute("data-state", "belowMinimum");
  await expectAccessible(page);
  await submitIntent(group(page, bulk), "combinationSets");
  await expect(group(page, bulk)).toHaveAttribute("data-state", "ok");

  // DUO has an item sold out: "out of stock (buy singly instead)", and the available items go to single lines.
  await addSets(page, duo, "400");
  await expect(group(page, duo)).toHaveAttribute("data-state", "outOfStock");
  // At 320 px wide (400 % zoom) the groups, their messages and forms wrap: the page does not scroll sideways.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(viewport);
  const lineIds = () => page.locator('main tr[id^="line-"]').evaluateAll((rows) => rows.map((row) => Number(row.id.slice("line-".length))));
  const linesBefore = await lineIds();
  await submitIntent(group(page, duo), "combinationSingly");
  await expect(group(page, duo)).toHaveCount(0);
  const added = (await lineIds()).filter((id) => !linesBefore.includes(id));
  expect(added.length).toBeGreaterThan(0);
  await expect(page.locator("#cart-status")).not.toBeEmpty();

  // Remove: the disclosure holds the confirmation.
  for (const id of [starter, bulk]) {
    await group(page, id).locator("summary").click();
    await submitIntent(group(page, id), "combinationRemove");
    await expect(group(page, id)).toHaveCount(0);
  }
  await expectNoRawKeys(page);
  // The cart as it was: the single lines "buy singly" added go too.
  for (const id of added) await removeFromCart(page, id);
  // The cart's section hydrated where the server put it (it is fetched on its own): no error, no mismatch.
  expect(errors).toEqual([]);
});

test("a combination changed since it was added: what changed, then confirm refresh", async ({ page }, info) => {
  const errors = info.project.name === "js" ? collectErrors(page) : [];
  await signIn(page, HOLDER, { to: "/cart" });
  const changed = page.locator(`main article[data-code="SEASON"][data-brand="${HOLDER_BRAND[info.project.name as Project]}"]`);
  await expect(changed).toHaveAttribute("data-state", "changed");
  await expect(changed).toBeVisible();
  const id = (await changed.getAttribute("id"))!;
  // The table of what changed: an item's quantity per set and a new tier.
  await expect(changed.locator("table").first().locator("tbody tr")).toHaveCount(2);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await submitIntent(changed, "combinationConfirm");
  await expect(page.locator(`#${id}`)).not.toHaveAttribute("data-state", "changed");
  await expect(page.locator(`#${id} form:has(input[name="intent"][value="combinationConfirm"])`)).toHaveCount(0);
  expect(errors).toEqual([]);
});
