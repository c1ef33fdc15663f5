import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// One account per project, whose cart no other spec changes. Other specs switch account
// languages, so nothing here depends on the page's language: it goes by ids, attributes and numbers.
const ACCOUNTS = { js: "buyer.pt@demo.test", "no-js": "test@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/** The first listed product the account can buy whose sales multiple is above 1 (so a non-multiple exists). */
async function pickProduct(page: Page, skip = 0) {
  // After a sign-in with JavaScript the address changes before the list has rendered.
  await page.locator("main article .panel").first().waitFor({ state: "attached" });
  const found = await page.locator("main article").evaluateAll((articles, skip) => {
    let left = skip;
    for (const article of articles) {
      // What the panel's form says: the product, the quantity it starts at, the first quick button's step.
      const form = article.querySelector(".panel form");
      const multiple = Number(form?.querySelector<HTMLButtonElement>('button[name="step"]')?.value);
      if (!form || !(multiple >= 2)) continue;
      const barcode = /\d{8,13}/.exec(article.querySelector("p.card-code")?.textContent ?? "")?.[0];
      if (!barcode || left-- > 0) continue;
      const value = (name: string) => Number(form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.defaultValue);
      return { id: value("goodsId"), minimum: value("quantity"), multiple, barcode };
    }
    return null;
  }, skip);
  expect(found, "a product with a sales multiple above 1 on the first page").not.toBeNull();
  return found!;
}

/** Leaves no line of the product in the cart (a rerun, or a failed earlier run). */
async function removeIfPresent(page: Page, id: number) {
  await page.goto(hostUrl("localhost", `/cart/remove?goodsId=${id}`));
  if (new URL(page.url()).pathname === "/cart/remove") {
    await whenInteractive(page);
    await page.locator("main form[method=post] button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/cart");
  }
}

test("search by the last six digits → detail → add the minimum → a non-multiple is reduced → remove with confirmation", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  const product = await pickProduct(page);
  await removeIfPresent(page, product.id);

  // Search by the barcode's last six digits with the header's search form.
  await page.goto(hostUrl("localhost", "/"));
  await whenInteractive(page);
  const search = page.getByRole("search").getByRole("searchbox");
  await search.fill(product.barcode.slice(-6));
  await search.press("Enter");
  await page.waitForURL((url) => url.pathname === "/searchResult");
  await whenInteractive(page);
  const card = page.locator("main article").filter({ has: page.locator(`#buy-${product.id}`) });
  await expect(card).toHaveCount(1);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The card opens the detail in a new tab; go there in this one.
  const href = await card.locator("h3 a").getAttribute("href");
  await page.goto(hostUrl("localhost", href!));
  await whenInteractive(page);
  const panel = page.locator(`#buy-${product.id}`);
  const quantity = panel.locator('input[name="quantity"]');
  await expect(quantity).toHaveValue(String(product.minimum));
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Add the minimum (the field's default) with the main button.
  const headerCount = page.locator('header a[href="/cart"] span.count-pill');
  const countBefore = await headerCount.innerText();
  await panel.locator('form > button').click();
  const status = panel.getByRole("status");
  await expect(status).toContainText(String(product.minimum));
  if (info.project.name === "js") {
    // The header's count follows without a page load; the toast shows for 1.2 s, then goes.
    await expect(headerCount).not.toHaveText(countBefore);
    await expect(status).toHaveText("", { timeout: 5_000 });
  } else {
    // Back on the detail page, at the product, with the outcome in the address.
    expect(new URL(page.url()).searchParams.get("added")).toBe(String(product.id));
  }

  // The cart: change to a non-multiple; it is reduced to the lower multiple, with the message.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const line = page.locator(`#line-${product.id}`);
  const field = line.locator('input[name="quantity"]');
  await expect(field).toHaveValue(String(product.minimum));
  await expectNoRawKeys(page);
  expect(await page.locator("body").innerText(), "every placeholder filled in").not.toContain("{{");
  await expectAccessible(page);
  const allowed = product.minimum + product.multiple;
  await field.fill(String(allowed + 1));
  await line.locator('form:has(input[name="quantity"]) button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("reducedTo") === String(allowed));
  const notice = page.locator("main").getByRole("status");
  await expect(notice).toContainText(String(allowed + 1));
  await expect(notice).toContainText(String(allowed));
  await expect(page.locator(`#line-${product.id} input[name="quantity"]`)).toHaveValue(String(allowed));
  await expectNoRawKeys(page);

  // Remove, with a confirmation step that works without JavaScript.
  await page.locator(`#line-${product.id} a[href="/cart/remove?goodsId=${product.id}"]`).click();
  await page.waitForURL((url) => url.pathname === "/cart/remove");
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator("main form[method=post] button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === "/cart" && url.searchParams.get("notice") === "removed");
  await expect(page.locator(`#line-${product.id}`)).toHaveCount(0);
  await expect(page.locator("main").getByRole("status")).toBeVisible();
});

test("a refused add without JavaScript shows the message with the quantity kept; with JavaScript nothing is shown", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  // Another product than the first test's, which runs at the same time with the same account.
  const product = await pickProduct(page, 1);
  await removeIfPresent(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  const panel = page.locator(`#buy-${product.id}`);
  await panel.locator('input[name="quantity"]').fill("0");
  await panel.locator('form > button').click();
  if (info.project.name === "no-js") {
    await page.waitForURL((url) => url.pathname === "/cart/add");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.locator("#add-quantity")).toHaveValue("0");
    await expect(page.locator("#add-quantity")).toHaveAttribute("aria-invalid", "true");
    await expectNoRawKeys(page);
    await expectAccessible(page);
  } else {
    // SPEC.md section 8: on a failed add the buttons come back and nothing is shown.
    await expect(panel.locator('form > button')).toBeEnabled();
    await expect(panel.getByRole("status")).toHaveText("");
    expect(new URL(page.url()).pathname).toBe("/commodityDetail");
  }
});
