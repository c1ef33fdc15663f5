import type { BrowserContext as PlaywrightContext } from "@playwright/test";
import pa11y from "pa11y";
import puppeteer, { type Browser, type Page } from "puppeteer";
import { CHROMIUM_PATH, IS_HEADLESS_SHELL } from "../chromium";

/**
 * The second engine: HTML_CodeSniffer through pa11y, standard WCAG2AA, errors only (warnings and
 * notices ask for a human check and are not failures). It runs in its own Chromium (puppeteer),
 * one per worker, with the session cookie and the language of the Playwright context copied over.
 */
let browser: Promise<{ browser: Browser; page: Page }> | undefined;

/** One Chromium and one page per worker: each check swaps the cookies and loads its address. */
function sharedPage(): Promise<{ browser: Browser; page: Page }> {
  browser ??= (async () => {
    const launched = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: IS_HEADLESS_SHELL ? "shell" : true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    return { browser: launched, page: await launched.newPage() };
  })();
  return browser;
}

export async function closePa11yBrowser() {
  if (browser) await (await browser).browser.close();
  browser = undefined;
}

/**
 * pa11y codes judged false positives (decision 0071), each on exactly one element: the code and a
 * CSS selector the reported element must match.
 */
export const PA11Y_EXCEPTIONS: { code: string; selector: string; reason: string }[] = [
  {
    // The sign-in e-mail field (buyer and salesman login): HTML's autofill table puts "username" in
    // its own control group, allowed on an e-mail input; HTML_CodeSniffer follows the older table
    // that allowed it on text inputs only. Browsers and password managers expect exactly this pair.
    code: "WCAG2AA.Principle1.Guideline1_3.1_3_5.H98",
    selector: 'input#login-email[type="email"][autocomplete="username"]',
    reason: "username is valid on type=email (HTML autofill, Username control group)",
  },
];

type Prepare = (page: Page) => Promise<void>;

/** HTML_CodeSniffer's errors on the page at this address (after `prepare`, if given), one line each. */
export async function pa11yErrors(url: string, from: PlaywrightContext, acceptLanguage: string, prepare?: Prepare): Promise<string[]> {
  const { browser: shared, page } = await sharedPage();
  const jar = shared.defaultBrowserContext();
  await jar.deleteCookie(...(await jar.cookies()));
  const cookies = await from.cookies();
  if (cookies.length > 0) {
    await jar.setCookie(
      ...cookies.map(({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({ name, value, domain, path, httpOnly, secure, sameSite, ...(expires > 0 ? { expires } : {}) })),
    );
  }
  await page.setExtraHTTPHeaders({ "Accept-Language": acceptLanguage });
  await page.goto(url, { waitUntil: "load" });
  if (prepare) await prepare(page);
  const result = await pa11y(url, { browser: shared, page, ignoreUrl: true, runners: ["htmlcs"], standard: "WCAG2AA", includeWarnings: false, includeNotices: false });
  const errors = [];
  for (const issue of result.issues) {
    if (issue.type !== "error") continue;
    const excepted = await Promise.all(
      PA11Y_EXCEPTIONS.filter((exception) => exception.code === issue.code).map((exception) =>
        page.$eval(issue.selector, (element, selector) => element.matches(selector), exception.selector).catch(() => false),
      ),
    );
    if (!excepted.includes(true)) errors.push(`${issue.code}: ${issue.message} (${issue.selector}: ${issue.context.slice(0, 160)})`);
  }
  return errors;
}
