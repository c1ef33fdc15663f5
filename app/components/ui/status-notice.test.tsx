import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import common from "../../../locales/en/common.json";
import { NoticeBanner } from "../shell/notice-banner";
import { noticeFrom } from "~/domain/notices";
import { StatusNotice } from "./status-notice";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";

const translations = new Translations({ lng: "en", bundles: { en: { common } } });

function render(element: React.ReactElement, location = "/"): string {
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouter location={location}>{element}</StaticRouter>
    </TranslationsProvider>,
  );
}

describe("StatusNotice", () => {
  it.each([
    [<StatusNotice key="bar">Saved.</StatusNotice>, '<p role="status" class="notice-bar">Saved.</p>'],
    [<StatusNotice key="margin" className="mt-4">Saved.</StatusNotice>, '<p role="status" class="mt-4 notice-bar">Saved.</p>'],
    [<StatusNotice key="box" variant="box" className="mb-6">Saved.</StatusNotice>, '<p role="status" class="mb-6 notice-box">Saved.</p>'],
    // Inside a live region of the caller's (the cart's #cart-status), it is not one itself.
    [<StatusNotice key="quiet" live={false}>Saved.</StatusNotice>, '<p class="notice-bar">Saved.</p>'],
  ])("renders the shared markup %#", (element, html) => {
    expect(render(element)).toBe(html);
  });
});

/** The banner as the root renders it: the notice its loader read from the address (noticeFrom), and the address now shown. */
const banner = (loaded: string, shown = loaded) => render(<NoticeBanner notice={noticeFrom("shell", new URL(loaded, "http://shop.test").search)} />, shown);

describe("NoticeBanner", () => {
  it("shows the shell's notice read from the address, with the shared markup", () => {
    const html = banner("/login?notice=passwordReset");
    expect(html).toContain('<p role="status" class="notice-bar">');
    expect(html).toContain(common.notice.passwordReset);
  });

  it("shows nothing for a page's key or an unknown one", () => {
    expect(banner("/account/addresses?notice=created")).toBe("");
    expect(banner("/login?notice=constructor")).toBe("");
  });

  it("shows nothing once the address no longer carries it (the root's data is not read again on every navigation)", () => {
    expect(banner("/account/password?notice=passwordChanged", "/order/orderConfirm")).toBe("");
    expect(banner("/account/password?notice=passwordChanged", "/login?notice=passwordReset")).toBe("");
  });
});
