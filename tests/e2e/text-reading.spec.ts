import { type Locator, type Page, expect, test } from "@playwright/test";
import { addListedToCart, hostUrl, signIn, whenInteractive } from "./support";

// Issue 13, item 10: a text browser (lynx) or a page read without its styles shows the markup's
// own text. Controls then need text of their own (not only an aria-label), no hidden button may
// read as a stray word, and neighbouring texts need separators in the markup. Browsers here cannot
// turn CSS off, so the page's stylesheets are removed and what is left is read: innerText then
// follows the browser's default rendering (blocks on their own lines, inline text run together).
// Nothing here depends on the page's language.
const ACCOUNTS = { js: "buyer.gb@demo.test", "no-js": "buyer.fr@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

async function withoutStyles(page: Page) {
  await page.evaluate(() => {
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) sheet.remove();
  });
}

/** What `locator` reads as with the page's styles removed, its whitespace folded. */
async function plainText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/[ \t]+/g, " ");
}

/** Signs in, puts `count` listed products in the cart and opens `path`. */
async function withCartLines(page: Page, account: string, count: number, path: string) {
  await signIn(page, account, { to: "/aigoStarProductList" });
  await page.locator("main .panel").first().waitFor({ state: "attached" });
  await addListedToCart(page, count);
  await page.goto(hostUrl("localhost", path));
  await whenInteractive(page);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each text of `parts` appears in `text` in that order, separated by whitespace or punctuation. */
function expectSeparated(text: string, parts: string[]) {
  const pattern = parts.map((part) => escape(part.trim())).join("[\\s,;:.·|]*[\\s,;·|][\\s,;:.·|]*");
  expect(text, `"${parts.join('" | "')}" apart in:\n${text}`).toMatch(new RegExp(pattern));
}

test("the header reads with spaces: the cart link's word, count and summary, the account menu's unread count once", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/cart" });
  await withoutStyles(page);
  const link = page.locator('header a[href="/cart"]');
  const text = await plainText(link);
  const word = (await link.locator("span").first().textContent())!.trim();
  const count = (await link.locator("span.count-pill").textContent())!.trim();
  expectSeparated(text, [word, count]);
  expect(text.split(word).length - 1, `"${word}" once in "${text}"`).toBe(1);
  const menu = await plainText(page.locator('header details:has(a[href="/account"]) summary'));
  expect(menu, "no number said twice").not.toMatch(/(\d+)\s+\1\b/);
});

test("the sign-in form: every button has a text of its own, none is hidden; Enter in a field still signs in", async ({ page }, info) => {
  await page.goto(hostUrl("localhost", "/login"));
  await whenInteractive(page);
  const buttons = page.locator("main form button");
  expect(await buttons.count()).toBeGreaterThan(1);
  for (const button of await buttons.all()) {
    const [text, hidden, value] = await button.evaluate((element) => [element.textContent?.trim() ?? "", element.closest("[hidden]") !== null, element.getAttribute("value") ?? ""] as const);
    expect(hidden, `a hidden button (value "${value}") reads as "(${value})" in a text browser`).toBe(false);
    expect(text, `the button of value "${value}" has a text`).not.toBe("");
    expect(text).not.toBe(value);
  }
  await page.locator('input[name="email"]').fill(accountFor(info.project.name));
  await page.locator('input[name="password"]').fill("Demo12345");
  await page.locator('input[name="code"]').fill("TEST4242");
  await page.locator('input[name="code"]').press("Enter");
  await page.waitForURL((url) => url.pathname !== "/login");
});

test("the cart: each line's tick has a text naming its product", async ({ page }, info) => {
  await withCartLines(page, accountFor(info.project.name), 2, "/cart");
  const lines = page.locator("main tbody tr[id^='line-']");
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  for (const line of await lines.all()) {
    const name = (await line.locator("th a, th span.font-medium").first().textContent())!.trim();
    for (const button of await line.locator("button").all()) {
      expect((await button.textContent())!.trim(), "a button with no text reads as a bare (BUTTON)").not.toBe("");
    }
    expect(await line.locator('button[aria-pressed]').textContent()).toContain(name);
  }
});

test("the orders page: the count and the download link are apart", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/order/myOrder" });
  const count = (await page.locator("main").getByRole("status").first().textContent())!.trim();
  const download = (await page.locator('main a[href^="/order/excel"]').textContent())!.trim();
  await withoutStyles(page);
  expectSeparated(await plainText(page.locator("main")), [count, download]);
});

test("the address book: name and default badge apart, each action apart", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/account/addresses" });
  const cards = page.locator("main li article");
  expect(await cards.count()).toBeGreaterThan(0);
  const parts = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      heading: [...article.querySelector("h2")!.childNodes].map((node) => node.textContent!.trim()).filter(Boolean),
      actions: [...article.querySelectorAll("a, button")].map((control) => control.textContent!.trim()),
    })),
  );
  await withoutStyles(page);
  const texts = await cards.allInnerTexts();
  parts.forEach(({ heading, actions }, index) => {
    expectSeparated(texts[index]!, heading);
    expectSeparated(texts[index]!, actions);
  });
});

test("the order confirmation's addresses: one line each for company, name, street, town, country and telephone", async ({ page }, info) => {
  await withCartLines(page, accountFor(info.project.name), 1, "/order/orderConfirm");
  const choices = page.locator('main label:has(input[type="radio"][name="addressId"])');
  expect(await choices.count()).toBeGreaterThan(0);
  await withoutStyles(page);
  for (const text of await choices.allInnerTexts()) {
    expect(text.split("\n").filter((line) => line.trim() !== "").length, text).toBeGreaterThanOrEqual(5);
  }
});

test("the home: a banner's title and text, a card's price, original price and countdown are apart", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/" });
  const card = page.locator("main article").filter({ has: page.locator("s") }).filter({ has: page.getByRole("timer") }).first();
  const banner = page.locator('main section[aria-labelledby="banners-heading"] a').first();
  const [price = "", original = "", endsIn = ""] = await Promise.all(
    [card.locator("strong").first(), card.locator("s").first(), card.getByRole("timer").locator("xpath=preceding-sibling::span[1]")].map(async (part) => (await part.textContent())!.trim()),
  );
  const [title = "", subtitle = ""] = await banner.locator(":scope > span > span").allTextContents();
  await withoutStyles(page);
  const text = await plainText(card);
  expectSeparated(text, [price, original]);
  // The countdown ticks (with JavaScript): its words, a space, then its digits.
  expect(text).toMatch(new RegExp(`${escape(endsIn)}\\s+\\d`));
  expectSeparated(await plainText(banner), [title, subtitle]);
});
