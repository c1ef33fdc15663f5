import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { LanguageSwitcher } from "./language-switcher";

export type ShellBrand = { key: string; name: string; homeRoute: string; logo: string };
export type ShellViewer = { fullName: string; role: "buyer" | "salesman" | "service" | "admin"; actingFor: string | null; unreadMessages: number; finishedDownloads: number };
export type ShellCart = { lines: number; quantity: number };

type Props = {
  brand: ShellBrand;
  viewer: ShellViewer | null;
  cart: ShellCart | null;
  locale: Language;
  languages: readonly Language[];
  keyword: string;
};

/** The client list, coming back to this page after a client is chosen. */
function useClientPickerHref(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (location.pathname.startsWith("/salesman/") || here === "/") return "/salesman/clients";
  return `/salesman/clients?${new URLSearchParams({ redirectTo: here })}`;
}

/**
 * Packages finished since the download centre was last opened; none while on the centre, which
 * marks them seen as it loads (the header's count may have been read just before).
 */
function useFinishedDownloads(viewer: ShellViewer | null): number {
  const onCentre = useLocation().pathname.startsWith("/downloadCenter");
  return viewer && !onCentre ? viewer.finishedDownloads : 0;
}

export function Header({ brand, viewer, cart, locale, languages, keyword }: Props) {
  const { t } = useTranslation();
  const clientPicker = useClientPickerHref();
  const finished = useFinishedDownloads(viewer);
  return (
    <header className="site-header">
      <div>
        <Link to={brand.homeRoute} className="logo">
          <img src={brand.logo} alt={t("shell.homeOf", { brand: brand.name })} width={132} height={32} />
        </Link>
        {viewer ? (
          <Form method="get" action="/searchResult" role="search" className="site-search">
            <label htmlFor="site-search" className="sr-only">
              {t("search.label")}
            </label>
            <input
              id="site-search"
              name="keyword"
              type="search"
              defaultValue={keyword}
              maxLength={100}
              placeholder={t("search.placeholder")}
            />
            <button type="submit">
              {t("search.submit")}
            </button>
          </Form>
        ) : (
          <div className="flex-1" />
        )}
        <nav aria-label={t("shell.accountNav")}>
          <LanguageSwitcher current={locale} languages={languages} />
          {/* The help centre and its function guide (decision 0114): public, for every reader; styled as .menu-toggle by its address. */}
          <Link to="/helpCenter">
            {t("shell.help")}
          </Link>
          {viewer && !isStaffViewer(viewer) ? (
            // Like the cart link: the visible words and count, then the rest of the name as text.
            <Link to="/downloadCenter" className="menu-toggle">
              <span>{t("shell.downloads")}</span>
              {finished > 0 ? (
                <>
                  {" "}
                  <span className="count-pill">{finished}</span>
                  <span className="sr-only"> {t("shell.downloadsReadyRest", { count: finished })}</span>
                </>
              ) : null}
            </Link>
          ) : null}
          {viewer ? <AccountMenu viewer={viewer} finished={finished} /> : (
            <Link to="/login" className="menu-toggle">
              {t("shell.signIn")}
            </Link>
          )}
          {cart ? (
            // One name that starts with what it shows ("Cart 3 products, 54 units"), and reads the same as text.
            <Link to="/cart" className="menu-toggle">
              <span>{t("cart.link")}</span>{" "}
              <span className="count-pill">{cart.lines}</span>
              <span className="sr-only">{` ${t("cart.linkRest", { count: cart.lines, quantity: cart.quantity })}`}</span>
            </Link>
          ) : null}
          {cart ? <CartAnnouncement cart={cart} /> : null}
        </nav>
      </div>
      {viewer?.role === "salesman" ? (
        <p>
          {viewer.actingFor ? t("shell.actingFor", { client: viewer.actingFor }) : t("shell.noClient")}{" "}
          <Link to={clientPicker}>
            {viewer.actingFor ? t("shell.switchClient") : t("shell.chooseClient")}
          </Link>
        </p>
      ) : null}
    </header>
  );
}

/** Customer service and administrators: the back office instead of a buyer's links (decision 0112). */
const isStaffViewer = (viewer: ShellViewer) => viewer.role === "service" || viewer.role === "admin";

function AccountMenu({ viewer, finished }: { viewer: ShellViewer; finished: number }) {
  const { t } = useTranslation();
  return (
    <details className="relative">
      <summary className="menu-toggle">
        <span className="sr-only">{`${t("shell.accountMenu")}: `}</span>
        <span className="max-w-40 truncate">{viewer.fullName}</span>{" "}
        {viewer.unreadMessages > 0 ? (
          <span className="count-pill">
            <span aria-hidden="true">✉ </span>
            {viewer.unreadMessages}
            <span className="sr-only">{` ${t("shell.unreadRest", { count: viewer.unreadMessages })}`}</span>
          </span>
        ) : null}{" "}
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="menu-panel w-60 p-3">
        <p>{t("shell.signedInAs", { name: viewer.fullName })}</p>
        {viewer.actingFor ? <p className="mt-1">{viewer.actingFor}</p> : null}
        {isStaffViewer(viewer) ? (
          <ul className="menu-links">
            <li>
              <Link to="/office">
                {t("shell.backOffice")}
              </Link>
            </li>
          </ul>
        ) : (
        <ul className="menu-links">
          <li>
            <Link to="/account">
              {t("shell.myAccount")}
            </Link>
          </li>
          <li>
            <Link to="/order/myOrder">
              {t("shell.myOrders")}
            </Link>
          </li>
          <li>
            <Link to="/order/BatchOrderCompose">
              {t("shell.combinations")}
            </Link>
          </li>
          <li>
            <Link to="/account/messages">
              {viewer.unreadMessages > 0 ? `${t("shell.messages")} (${t("shell.unread", { count: viewer.unreadMessages })})` : t("shell.messages")}
            </Link>
          </li>
          <li>
            <Link to="/downloadCenter">
              {t("shell.downloads")}
              {finished > 0 ? ` (${t("shell.downloadsReady", { count: finished })})` : ""}
            </Link>
          </li>
          {viewer.role === "salesman" ? (
            <li>
              <Link to="/salesman/clients">
                {t("shell.switchClient")}
              </Link>
            </li>
          ) : null}
        </ul>
        )}
        <Form method="post" action="/logout" className="mt-3">
          <button type="submit">
            {t("shell.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/**
 * A polite live region, in the page from its first render, that says what the cart holds when the
 * counts change without a page load (an add with JavaScript): the badge alone changes silently
 * (decision 0084). Nothing is said on arrival; a new page is read from the top anyway. It is
 * aria-live rather than role=status: the page's own status message stays the one status there.
 */
function CartAnnouncement({ cart }: { cart: ShellCart }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState("");
  const shown = useRef(`${cart.lines}/${cart.quantity}`);
  useEffect(() => {
    const now = `${cart.lines}/${cart.quantity}`;
    if (now === shown.current) return;
    shown.current = now;
    setSaid(t("cart.summary", { count: cart.lines, quantity: cart.quantity }));
  }, [cart.lines, cart.quantity, t]);
  return (
    <p id="cart-announcement" aria-live="polite" aria-atomic="true" className="sr-only">
      {said}
    </p>
  );
}
