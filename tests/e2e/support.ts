import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";

export const PASSWORD = "Demo12345";
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second server, in production mode as `npm start` runs it (playwright.config.ts). */
export const PRODUCTION_PORT = PORT + 1;

/** The address of a brand host: nobleza.localhost:3100 and friends resolve to this machine. */
export function hostUrl(host: string, pathname = "/"): string {
  return `http://${host}:${PORT}${pathname}`;
}

/** The code every sign-in challenge also accepts in tests (VERIFICATION_TEST_CODE in playwright.config.ts). */
export const TEST_CODE = "TEST4242";

/** Office accounts sign in at /salesman/login; buyers at /login. */
const OFFICE_ACCOUNTS = new Set(["sales@demo.test", "service@demo.test", "admin@demo.test"]);

export async function signIn(page: Page, email: string, { host = "localhost", to = "/" } = {}) {
  const login = OFFICE_ACCOUNTS.has(email) ? "/salesman/login" : "/login";
  await page.goto(hostUrl(host, `${login}?redirectTo=${encodeURIComponent(to)}`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill(TEST_CODE);
  await page.locator('form[method="post"] button[name="intent"][value="signIn"]:visible').click();
  await page.waitForURL((url) => !url.pathname.startsWith(login));
  await whenInteractive(page);
}

/** Signs a buyer in on a shop server of the spec's own (`base`), whose sign-in challenge also takes `code`. */
export async function signInAt(page: Page, base: string, email: string, to: string, code: string) {
  await page.goto(`${base}/login?redirectTo=${encodeURIComponent(to)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form[method="post"] button[name="intent"][value="signIn"]:visible').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await whenInteractive(page);
}

/** What the tests read of Remix's router (window.__remixRouter). */
type RouterState = {
  navigation: { state: string };
  location: { key: string };
  loaderData: { root?: { locale?: string } };
};

/**
 * With JavaScript on, waits until the page has hydrated, no client-side navigation is under way,
 * the page shows the router's location (it has it a moment before) and its texts are in the
 * language of that location (after a sign-in the account's language may differ, and its
 * translations arrive after the page shows): a click before that may land on something the new
 * page or texts moved, or be lost to a re-render.
 */
export async function whenInteractive(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.waitForFunction(() => {
    const html = document.documentElement;
    const state = (window as { __remixRouter?: { state: RouterState } }).__remixRouter?.state;
    return (
      html.dataset.hydrated === "true" &&
      state?.navigation.state === "idle" &&
      html.dataset.location === state.location.key &&
      html.dataset.language === state.loaderData.root?.locale
    );
  });
}

/** The document the scripting copy serves at the no-JS page's address (one copy per worker). */
type Copy = { page: Page; serve: { url: string; html: string } };
let copy: Promise<Copy> | undefined;

/**
 * axe cannot run in a page with JavaScript off, so for the no-JS project it checks a copy: the
 * same document, with its scripts removed, served at the same address in a scripting context.
 * One such page per worker serves each check in turn (a new context and page per check took a
 * second or two each); its stylesheets and pictures come from the server as usual.
 */
async function scriptlessCopy(page: Page): Promise<Page> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  copy ??= (async () => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    const opened: Copy = { page: await context.newPage(), serve: { url: "", html: "" } };
    await opened.page.route(
      (url) => url.href === opened.serve.url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: opened.serve.html }),
    );
    return opened;
  })();
  const { page: target, serve } = await copy;
  // Without the fragment: the request has none, and a new fragment alone would not load the page.
  serve.url = page.url().split("#")[0]!;
  serve.html = html;
  await target.goto(serve.url);
  return target;
}

/**
 * After a click that submits a form, Playwright returns once the next document has started loading;
 * its HTML may still be arriving. Reading it then checked a half-parsed page (a banner link cut off
 * before its text failed axe's link-name rule), so every check of a page waits for it to load.
 */
async function whenLoaded(page: Page) {
  await page.waitForLoadState("load");
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe's violations of those rules on the page as it is, one line each (rule, help, elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  await whenLoaded(page);
  const scriptless = test.info().project.use.javaScriptEnabled === false;
  const target = scriptless ? await scriptlessCopy(page) : page;
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // the results of frames, which the shop has none of (two to three times slower under load).
  const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** axe with the WCAG 2.x A and AA rules: no violations allowed. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function flattenKeys(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flattenKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ""));
  }
}

let allKeys: Set<string> | undefined;

/** Every translation key English has: none of them may appear as text on a page. */
function translationKeys(): Set<string> {
  if (allKeys) return allKeys;
  allKeys = new Set();
  const dir = path.resolve("locales/en");
  for (const file of fs.readdirSync(dir)) flattenKeys(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), "", allKeys);
  return allKeys;
}

export async function expectNoRawKeys(page: Page) {
  await whenLoaded(page);
  const text = `${await page.title()}\n${await page.locator("body").innerText()}`;
  const tokens = new Set(text.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []);
  const keys = translationKeys();
  expect([...tokens].filter((token) => keys.has(token) || keys.has(token.replace(/^\w+:/, "")))).toEqual([]);
}

/** The purchase panels of the list on the page, in order: product id, minimum and multiple (what their forms say). */
export async function purchasePanels(page: Page): Promise<{ id: number; minimum: number; multiple: number }[]> {
  // After a sign-in with JavaScript the address changes before the list has rendered.
  await page.locator("main article .panel").first().waitFor({ state: "attached" });
  return page.locator("main article .panel form").evaluateAll(readPanelForms);
}

/**
 * What purchase panels' forms say of their products, read in the page: the product (goodsId), the
 * minimum (the quantity the field starts at) and the multiple (the first quick button's step).
 */
export function readPanelForms(forms: Element[]): { id: number; minimum: number; multiple: number }[] {
  return forms.map((form) => ({
    id: Number(form.querySelector<HTMLInputElement>('input[name="goodsId"]')!.value),
    minimum: Number(form.querySelector<HTMLInputElement>('input[name="quantity"]')!.defaultValue),
    multiple: Number(form.querySelector<HTMLButtonElement>('button[name="step"]')!.value),
  }));
}

/** Leaves no line of the product in the signed-in account's cart (a rerun, or a failed earlier run). */
export async function removeFromCart(page: Page, id: number) {
  await page.goto(hostUrl("localhost", `/cart/remove?goodsId=${id}`));
  if (new URL(page.url()).pathname === "/cart/remove") {
    await whenInteractive(page);
    await page.locator("main form[method=post] button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/cart");
  }
}

/** Puts the first `count` buyable products of the page in the cart at their minimum, as the panel's form would post them (callers check the cart's lines). */
export async function addListedToCart(page: Page, count: number) {
  const products = (await page.locator("main .panel form").evaluateAll(readPanelForms)).slice(0, count);
  for (const product of products) {
    const answer = await page.request.post(hostUrl("localhost", "/cart/add"), {
      form: { goodsId: product.id, quantity: product.minimum, redirectTo: "/cart" },
      headers: { Origin: `http://localhost:${PORT}` },
      maxRedirects: 0,
    });
    // A rerun adds again; a product already in the cart may then be refused (its stock or promotion limit).
    expect([302, 400], await answer.text()).toContain(answer.status());
  }
}

/** Errors the page reports: a hydration mismatch is a recoverable error React reports in the page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    // A refused form answers 4xx, which the browser notes in the console: not an error of the page.
    if ((message.type() === "error" || message.type() === "warning") && !message.text().startsWith("Failed to load resource")) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** A namespace of the page's language, read from the locale files (for accounts that read another language than English). */
export async function localeOf(page: Page, namespace: string): Promise<Record<string, unknown>> {
  const lang = (await page.locator("html").getAttribute("lang"))!.toLowerCase();
  return JSON.parse(fs.readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as Record<string, unknown>;
}

/** A text of a locale namespace by its dotted key ("page.checkAll"). */
export const at = (tree: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
