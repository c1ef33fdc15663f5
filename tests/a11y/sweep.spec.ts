import "./ports";
import { type BrowserContext, type BrowserContextOptions, type Page, test as base, expect } from "@playwright/test";
import type { Page as PuppeteerPage } from "puppeteer";
import { LANGUAGES, LANGUAGE_TAGS, type Language } from "../../app/i18n/languages";
import { NARROW, sidewaysScroll, withoutBoundary, withoutFocusOutline } from "../e2e/layout";
import { axeViolations, hostUrl } from "../e2e/support";
import { closePa11yBrowser, pa11yErrors } from "./pa11y-check";
import { type Visit, VISITS } from "./routes";
import { ADMIN, type PreparedIds, SALESMAN, SERVICE, SWEEP_ACCOUNTS, preparedIds, stateFile } from "./state";

/**
 * Every page (routes.ts) in every language through axe and HTML_CodeSniffer: zero violations.
 * A11Y_QUICK=1: every page in English, the main pages in all nine languages.
 */
const QUICK = process.env.A11Y_QUICK === "1";

const test = base.extend<object, { pa11yBrowser: void }>({
  // One Chromium for pa11y per worker, closed when the worker ends.
  pa11yBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      await use();
      await closePa11yBrowser();
    },
    { scope: "worker", auto: true },
  ],
});

const ids = preparedIds;

/** The demo account of each signed-in role that is not a buyer's. */
const ROLE_ACCOUNTS: Partial<Record<Visit["who"], string>> = { salesman: SALESMAN, service: SERVICE, admin: ADMIN };

/** The account a visit always signs in with (the salesman, staff, a buyer of its own), or null. */
const fixedAccount = (visit: Visit): string | null => visit.account ?? ROLE_ACCOUNTS[visit.who] ?? null;

/** The account this worker signs in with: one buyer per worker, so no two tests switch one account's language at once. */
function accountFor(visit: Visit, parallelIndex: number): string | null {
  if (visit.who === "visitor") return null;
  return fixedAccount(visit) ?? SWEEP_ACCOUNTS[parallelIndex % SWEEP_ACCOUNTS.length]!;
}

/** The prepared ids of the account's own data (a sweep buyer's), else the first sweep buyer's. */
const idsOf = (shared: PreparedIds, account: string | null) => shared.buyers[account ?? ""] ?? shared.buyers[SWEEP_ACCOUNTS[0]]!;

/** A signed-in account's language is its saved preference: set it the way the switcher does. */
async function useLanguage(context: BrowserContext, lng: Language) {
  const origin = hostUrl("localhost", "");
  const response = await context.request.post(`${origin}/language`, { form: { lng, redirectTo: "/" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(response.status(), `switching to ${lng}`).toBe(302);
}

/** Builds a form in the page and submits it: a plain browser post, as without JavaScript. */
function submitBuiltForm([target, values]: readonly [string, Record<string, string>]) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = target;
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

async function postForm(page: Page, action: string, fields: Record<string, string>) {
  await page.evaluate(submitBuiltForm, [action, fields] as const);
  await page.waitForURL((url) => url.pathname === action);
  await page.waitForLoadState("load");
}

async function postFormPuppeteer(page: PuppeteerPage, action: string, fields: Record<string, string>) {
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.evaluate(submitBuiltForm, [action, fields] as const)]);
}

/** The page has loaded and React has hydrated it (what a user then sees and uses). */
async function whenHydrated(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const ERROR_SHOWN = '[aria-invalid="true"], [role="alert"]';

function define(visit: Visit, lng: Language) {
  test(`${visit.name} [${lng}]`, async ({ browser }, info) => {
    const account = accountFor(visit, info.parallelIndex);
    const tag = LANGUAGE_TAGS[lng];
    const context = await browser.newContext({
      javaScriptEnabled: true,
      locale: tag,
      storageState: account ? stateFile(account) : undefined,
    });
    try {
      if (account) await useLanguage(context, lng);
      const page = await context.newPage();
      const shared = ids();
      const own = idsOf(shared, account);
      const url = hostUrl(visit.host ?? "localhost", visit.path(own, shared));
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(visit.status ?? 200);
      expect(new URL(page.url()).pathname, "no redirect (to the sign-in page or elsewhere)").toBe(visit.landsOn ?? new URL(url).pathname);
      await whenHydrated(page);
      if (visit.submit) {
        await page.locator(visit.submit).first().click();
        await page.locator(ERROR_SHOWN).first().waitFor();
      }
      if (visit.post) {
        await postForm(page, visit.post.action(own, shared), visit.post.fields(own));
        await whenHydrated(page);
      }
      await expect(page.locator("html")).toHaveAttribute("lang", tag);

      const axe = await axeViolations(page);
      const htmlcs = await pa11yErrors(url, context, tag, async (other) => {
        // The same state as above: hydrated first (a form may re-render then), then submitted.
        await other.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        if (visit.submit) {
          await other.locator(visit.submit).click();
          await other.waitForSelector(ERROR_SHOWN);
        }
        if (visit.post) await postFormPuppeteer(other, visit.post.action(own, shared), visit.post.fields(own));
      });
      expect({ axe, htmlcs }).toEqual({ axe: [], htmlcs: [] });
    } finally {
      await context.close();
    }
  });
}

const inScope = (visit: Visit, lng: Language) => (!QUICK || lng === "en" || visit.main === true) && (!visit.languages || visit.languages.includes(lng));

// The pages of an account of their own (the salesman's, the buyer's with records in every state)
// share it: each account's run in order in one worker, so its language holds.
for (const account of new Set(VISITS.map(fixedAccount).filter((name) => name !== null))) {
  test.describe(account === SALESMAN ? "salesman" : account === SERVICE ? "service" : account === ADMIN ? "admin" : account, () => {
    test.describe.configure({ mode: "default" });
    for (const lng of LANGUAGES) for (const visit of VISITS) if (fixedAccount(visit) === account && inScope(visit, lng)) define(visit, lng);
  });
}

for (const lng of LANGUAGES) for (const visit of VISITS) if (fixedAccount(visit) === null && inScope(visit, lng)) define(visit, lng);

// ── Reflow at 320 px and forced colours (issue 13, decision 0085) ──────────────────────────────────
// What axe and HTML_CodeSniffer do not see, on the main pages: at 320 px wide (1280 px at 400 %
// zoom) the page must not scroll sideways (a wide table scrolls in its own region) and axe must
// still pass (a scroll region that cannot be focused is a violation there); in forced colours every
// visible control must show a boundary of its own (border, outline or underline: backgrounds and
// box-shadows are replaced or dropped there) and an outline when focused.

/** Opens a main page in the context (320 px wide, or forced colours) whose language is set. */
async function openMain(context: BrowserContext, visit: Visit, account: string | null, lng: Language): Promise<Page> {
  const page = await context.newPage();
  const own = idsOf(ids(), account);
  const url = hostUrl(visit.host ?? "localhost", visit.path(own, ids()));
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(visit.status ?? 200);
  await whenHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[lng]);
  return page;
}

/** A test of a main page in a context of its own, with the account of this worker in the language. */
function defineLayoutCheck(title: string, visit: Visit, lng: Language, options: BrowserContextOptions, check: (page: Page) => Promise<void>) {
  test(`${title}: ${visit.name} [${lng}]`, async ({ browser }, info) => {
    const account = accountFor(visit, info.parallelIndex);
    const context = await browser.newContext({ ...options, javaScriptEnabled: true, locale: LANGUAGE_TAGS[lng], storageState: account ? stateFile(account) : undefined });
    try {
      if (account) await useLanguage(context, lng);
      await check(await openMain(context, visit, account, lng));
    } finally {
      await context.close();
    }
  });
}

async function reflows(page: Page) {
  const scroll = await sidewaysScroll(page);
  const axe = await axeViolations(page);
  expect({ sideways: scroll.document > scroll.viewport ? scroll : null, axe }).toEqual({ sideways: null, axe: [] });
}

async function keepsBoundaries(page: Page) {
  expect({ withoutBoundary: await withoutBoundary(page), withoutFocusOutline: await withoutFocusOutline(page) }).toEqual({ withoutBoundary: [], withoutFocusOutline: [] });
}

// Reflow depends on the words (German ones are long): every language. Boundaries do not: English.
for (const visit of VISITS.filter((candidate) => candidate.main === true && candidate.who !== "salesman")) {
  for (const lng of LANGUAGES) defineLayoutCheck("320 px", visit, lng, { viewport: NARROW }, reflows);
  defineLayoutCheck("forced colours", visit, "en", { forcedColors: "active" }, keepsBoundaries);
}
