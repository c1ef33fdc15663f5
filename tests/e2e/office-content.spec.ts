import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Each project edits things of its own (demo data, decision 0112): a help article, and an Aigostar
// home banner (the first for one project, the second for the other). Titles carry the run's time,
// so a run on a database an earlier run changed still sees its own change.
const OWN = {
  js: { article: "Ordering full pallets", banner: 0 },
  "no-js": { article: "What do the order states mean?", banner: 1 },
} as const;

test("customer service edits a help article's German title, previews it and publishes it", async ({ page }, info) => {
  test.slow();
  const own = OWN[info.project.name as keyof typeof OWN];
  const german = `Hilfe ${info.project.name} ${Date.now()}`;
  await signIn(page, "service@demo.test");
  await page.getByRole("link", { name: /help centre articles/i }).click();
  await expect(page).toHaveURL(/\/office\/content\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/help centre articles/i);
  // The article missing two translations is flagged.
  await expect(page.getByRole("row", { name: /importing a list of barcodes/i })).toContainText("missing: pl, de");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: own.article }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/help article/i);
  await whenInteractive(page);
  // A published article goes back to draft first, so that publishing is what this run does.
  const unpublish = page.getByRole("button", { name: /unpublish/i });
  if ((await unpublish.count()) > 0) {
    await unpublish.click();
    await expect(page.getByRole("status")).toContainText(/draft again/i);
    await whenInteractive(page);
  }
  await page.getByRole("textbox", { name: "Title (de)", exact: true }).fill(german);
  await page.getByRole("textbox", { name: "Text (de)" }).fill("Erster Absatz.\n\n- [Zum Warenkorb](/cart)\n- <b>kein HTML</b>");
  await page.getByRole("button", { name: /^preview$/i }).click();
  const preview = page.getByRole("region", { name: /preview/i });
  await expect(preview.getByRole("article", { name: /deutsch/i })).toContainText(german);
  await expect(preview.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute("href", "/cart");
  await expect(preview.getByText("<b>kein HTML</b>")).toBeVisible();
  // What was typed is kept, nothing is saved yet.
  await expect(page.getByRole("textbox", { name: "Title (de)", exact: true })).toHaveValue(german);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await whenInteractive(page);
  await page.getByRole("button", { name: /save and publish/i }).click();
  await expect(page).toHaveURL(/notice=published/);
  await expect(page.getByRole("status")).toContainText(/saved and published/i);
  await expect(page.getByRole("textbox", { name: "Title (de)", exact: true })).toHaveValue(german);
  await expect(page.getByRole("button", { name: /unpublish/i })).toBeVisible();

  await page.getByRole("link", { name: /back to the help centre articles/i }).click();
  await expect(page.getByRole("row", { name: new RegExp(own.article.replace(/[?]/g, "\\?")) })).toContainText("Published");
});

test("customer service changes a banner's title and the brand home shows it", async ({ page }, info) => {
  test.slow();
  const own = OWN[info.project.name as keyof typeof OWN];
  const title = `Banner ${info.project.name} ${Date.now()}`;
  await signIn(page, "service@demo.test");
  await page.goto(hostUrl("localhost", "/office/content/banners?brand=aigostar"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/banners of the brand homes/i);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.getByRole("table", { name: /banners of aigostar/i }).locator("tbody tr").nth(own.banner).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^banner$/i);
  await whenInteractive(page);

  // A link to another site is refused, what was typed kept.
  await page.getByRole("textbox", { name: "Title (en)", exact: true }).fill(title);
  await page.getByRole("textbox", { name: /^link$/i }).fill("//evil.example/");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByRole("alert")).toContainText(/path of the shop/i);
  await expect(page.getByRole("textbox", { name: /^link$/i })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Title (en)", exact: true })).toHaveValue(title);
  await expectAccessible(page);

  await whenInteractive(page);
  await page.getByRole("textbox", { name: /^link$/i }).fill("/aigoStarProductList?show=new");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(/notice=saved/);
  await expect(page.getByRole("status")).toContainText(/banner is saved/i);
  await expectNoRawKeys(page);

  await page.goto(hostUrl("localhost", "/"));
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", "/aigoStarProductList?show=new");
});
