import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// One account per project. Other specs switch account languages, so nothing here depends on the
// page's language: it goes by ids, addresses, form fields and numbers. Each run names its pallets
// afresh (a reused server keeps an earlier run's), and leaves the cart as it found it.
const ACCOUNTS = { js: "buyer.fr@demo.test", "no-js": "buyer.pl@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

async function open(page: Page, path: string) {
  await page.goto(hostUrl("localhost", path));
  await whenInteractive(page);
}

/** Submits a form by its button and waits for the page it leads to. */
async function submit(page: Page, button: ReturnType<Page["locator"]>, until: (url: URL) => boolean) {
  await button.click();
  await page.waitForURL(until);
  await whenInteractive(page);
}

/** Creates a pallet from the list page's form and returns its id (the form leads to its page). */
async function createPallet(page: Page, name: string): Promise<number> {
  await open(page, "/order/batchOrder");
  const form = page.locator("form#new-pallet");
  await form.locator('select[name="type"]').selectOption("EUR");
  await form.locator('input[name="name"]').fill(name);
  await submit(page, form.locator('button[type="submit"]'), (url) => url.pathname === "/order/batchOrderDetail");
  const id = Number(new URL(page.url()).searchParams.get("id"));
  expect(id).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  return id;
}

/** The list's "cancel" or "delete" link of a pallet, then its confirmation page's button. */
async function confirmOnList(page: Page, id: number, kind: "cancel" | "delete") {
  await open(page, "/order/batchOrder");
  await page.locator(`a[href="/order/batchOrder?confirm=${kind}&id=${id}"]`).click();
  await page.waitForURL((url) => url.searchParams.get("confirm") === kind);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await submit(page, page.locator(`main form[method="post"] button[type="submit"]`), (url) => url.pathname === "/order/batchOrder" && url.searchParams.has("notice"));
  await expect(page.getByRole("status").first()).toBeVisible();
  await expect(page.locator(`#pallet-${id}-name`)).toHaveCount(0);
}

test("build a pallet → add cartons → see the fill → overfill refused with what is left → the cart shows it read-only → cancel into single lines → delete another", async ({ page }, info) => {
  const run = `${info.project.name} ${Date.now().toString(36)}`;
  await signIn(page, accountFor(info.project.name), { to: "/account" });

  // The account's navigation leads to the pallets.
  await page.locator('nav a[href="/order/batchOrder"]').click();
  await page.waitForURL((url) => url.pathname === "/order/batchOrder");
  await whenInteractive(page);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const palletId = await createPallet(page, `E2E ${run} A`);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // A China-direct product that can be added and of which at least two cartons fit: the one with
  // the most stock (unlimited first), as other specs order China-direct products meanwhile
  // (combined-checkout.spec orders buyer.es's demo pallets) and stock is shared by every account.
  const candidate = await page.locator('tr[id^="product-"]').evaluateAll((rows) => {
    let best: { id: number; fits: number; stock: number } | null = null;
    for (const row of rows) {
      if (!row.querySelector('form input[name="intent"][value="add"]')) continue;
      const cells = row.querySelectorAll("td");
      const fits = Number((cells[3]?.textContent ?? "").replace(/\D/g, ""));
      const stockText = (cells[2]?.textContent ?? "").replace(/\D/g, "");
      const stock = stockText === "" ? Number.POSITIVE_INFINITY : Number(stockText);
      if (fits >= 2 && fits < 1000 && stock >= fits + 10 && (!best || stock > best.stock)) best = { id: Number(row.id.slice("product-".length)), fits, stock };
    }
    return best && { id: best.id, fits: best.fits };
  });
  expect(candidate, "a China-direct product of which two cartons fit on an empty EUR pallet").not.toBeNull();
  const { id: productId, fits } = candidate!;

  // Add one carton: the line appears, the meters move off zero.
  const addField = page.locator(`#add-${productId}-cartons`);
  await addField.fill("1");
  await submit(page, page.locator(`#product-${productId} button[type="submit"]`), (url) => url.searchParams.get("notice") === "added");
  const line = page.locator(`#line-${productId}`);
  await expect(line.locator('input[name="cartons"]')).toHaveValue("1");
  const volume = page.locator("#pallet-fill-volume");
  expect(Number(await volume.getAttribute("value"))).toBeGreaterThan(0);
  await expect(page.locator("#pallet-fill-volume-text")).toContainText("m³");

  // All that fitted before does not fit now: refused, what was typed kept, the most that still fits said.
  await page.locator(`#add-${productId}-cartons`).fill(String(fits));
  await page.locator(`#product-${productId} button[type="submit"]`).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeVisible();
  if (info.project.name === "js") await expect(summary).toBeFocused();
  const field = page.locator(`#add-${productId}-cartons`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(String(fits));
  const message = page.locator(`#add-${productId}-cartons-error`);
  await expect(message).toContainText("m³");
  await expect(message).toContainText(String(fits - 1));
  await expect(summary.locator(`a[href="#add-${productId}-cartons"]`)).toBeVisible();
  await expectAccessible(page);
  await expect(line.locator('input[name="cartons"]')).toHaveValue("1");

  // The cart shows the pallet's goods read-only, with a link to its page; its one control is its
  // tick for the order (a pallet with goods is ticked), which takes it out and back in.
  await open(page, "/cart");
  const section = page.locator("section", { has: page.locator("#cart-pallets-heading") });
  const shown = section.locator(`#pallet-${palletId}`);
  await expect(shown).toBeVisible();
  await expect(shown.locator('input:not([type="hidden"]), select, textarea')).toHaveCount(0);
  const tick = shown.locator("button");
  await expect(tick).toHaveCount(1);
  await expect(tick).toHaveAttribute("aria-pressed", "true");
  await tick.click();
  await expect(section.locator(`#pallet-${palletId} button`)).toHaveAttribute("aria-pressed", "false");
  await section.locator(`#pallet-${palletId} button`).click();
  await expect(section.locator(`#pallet-${palletId} button`)).toHaveAttribute("aria-pressed", "true");
  await expect(shown.locator("meter")).toHaveCount(2);
  await expect(shown.locator(`a[href="/order/batchOrderDetail?id=${palletId}"]`)).toBeVisible();
  await expect(page.locator(`#line-${productId}`)).toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Cancel: the pallet goes, its carton becomes a single line in the cart.
  await confirmOnList(page, palletId, "cancel");
  await open(page, "/cart");
  await expect(page.locator(`#line-${productId}`)).toHaveCount(1);
  await expect(page.locator(`#pallet-${palletId}`)).toHaveCount(0);

  // Delete another: it goes with its lines.
  const other = await createPallet(page, `E2E ${run} B`);
  await page.locator(`#add-${productId}-cartons`).fill("1");
  await submit(page, page.locator(`#product-${productId} button[type="submit"]`), (url) => url.searchParams.get("notice") === "added");
  await confirmOnList(page, other, "delete");
  await open(page, `/order/batchOrderDetail?id=${other}`);
  await expect(page.locator("h1")).not.toHaveText(`E2E ${run} B`);

  // Leave the cart as it was: the cancelled pallet's line goes.
  await open(page, `/cart/remove?goodsId=${productId}`);
  await submit(page, page.locator('main form[method="post"] button[type="submit"]'), (url) => url.pathname === "/cart");
  await expect(page.locator(`#line-${productId}`)).toHaveCount(0);
});
