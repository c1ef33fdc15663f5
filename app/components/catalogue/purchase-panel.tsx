import type { FormReply } from "~/chunks/forms";
import { useFetcher, useLocation } from "@remix-run/react";
import {
  Fragment,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "~/i18n/react";
import { type AddedReply, addedNoticeFrom, cardPrice, formatCount, minimumQuantity, purchaseAnchor, purchaseButtons, showsPurchasePanel, useHydrated } from "~/chunks/shell";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";

/** SPEC.md section 9: the add toast shows for 1.2 seconds. */
export const TOAST_MS = 1200;

type Props = {
  /** A card, or the detail page's product (its parameters and promotion are not used here). */
  product: Omit<CardProduct, "params" | "promotion">;
  settings: CardSettings;
  /** In a card the panel is revealed by hover or focus on a wide screen with a mouse (always shown on touch); on the detail page it is always shown. */
  variant?: "card" | "page";
  /** The spot for what replaces the buttons when they are hidden (the arrival-notice button of sold-out products). */
  unavailable?: ReactNode;
  /** The page section the panel is in, where a page shows a product more than once (its id and the add's return anchor). */
  section?: string;
};

/** The add's answer: what it did, or a refused form (a refusal shows nothing here: SPEC.md section 8). */
type AddReply = AddedReply | FormReply;

/**
 * The purchase panel (SPEC.md sections 4, 5, 9): a quantity field and the add buttons of the
 * account's purchase mode, posting to /cart/add. Without JavaScript the add returns to this page
 * and the panel says what happened; with JavaScript a fetcher adds in place: the buttons are
 * disabled while it runs, a toast with the quantity shows for 1.2 s, and a refusal shows nothing
 * (SPEC.md section 8) and gives the buttons back. Not rendered for sold-out, replenishment,
 * zero-price, off-market and off-shelves products.
 */
export function PurchasePanel({
  product,
  settings,
  variant = "card",
  unavailable = null,
  section,
}: Props) {
  const { t } = useTranslation("cart");
  const location = useLocation();
  const fetcher = useFetcher<AddReply>();
  // True once React runs in the browser: the enhanced add then answers with data (mode=fetch).
  const hydrated = useHydrated();
  // The buttons are disabled while an add runs, which drops the keyboard focus to the page: it
  // goes back to the button that was pressed when the add ends.
  const submitter = useRef<HTMLElement | null>(null);
  // One intent, one add (decision 0083): the key an add was sent with stays in the form until its
  // toast has gone, though the page's data brings a fresh one as soon as the add is done. A second
  // click of a slow double click, landing after the first add came back, repeats the same key and
  // the server adds nothing; a deliberate second add, after the toast, gets the fresh key.
  const [heldKey, setHeldKey] = useState<string | null>(null);
  const rememberSubmitter = (event: FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    submitter.current = button instanceof HTMLElement ? button : null;
    setHeldKey(addKey);
  };
  useEffect(() => {
    const button = submitter.current;
    if (fetcher.state !== "idle" || !button) return;
    submitter.current = null;
    if (button.isConnected && (document.activeElement === null || document.activeElement === document.body)) button.focus();
  }, [fetcher.state]);
  const reply = fetcher.data;
  const added = reply && "ok" in reply ? reply : null;
  const [expired, setExpired] = useState<AddedReply | null>(null);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setExpired(added), TOAST_MS);
    return () => clearTimeout(timer);
  }, [added]);
  const shownReply = added && expired !== added ? added : null;
  // Held while an add runs and while its message shows; a refused add lets it go at once.
  const holding = heldKey !== null && (fetcher.state !== "idle" || shownReply !== null);
  const addKey = holding ? heldKey : (settings.addKey ?? null);
  // Every message gives the quantity now in the cart, not only what this add asked (decision 0083).
  const addedText = (outcome: { change: number; inCart: number; reduced: boolean }) =>
    t(outcome.reduced ? "panel.addedReduced" : "panel.added", {
      quantity: formatCount(outcome.change, settings.lng),
      total: formatCount(outcome.inCart, settings.lng),
    });
  const toast = shownReply ? addedText({ change: shownReply.change, inCart: shownReply.quantity, reduced: shownReply.reducedFrom !== null }) : null;

  const mode = settings.purchaseMode ?? "standard";
  const price = cardPrice({
    priceMinor: product.priceMinor,
    activityPriceMinor: product.activityPriceMinor ?? null,
    strikeOnlyWhenLower: false,
  });
  const shown = showsPurchasePanel({
    minOrderQty: product.minOrderQty,
    saleDouble: product.saleDouble,
    pkgNum: product.pkgNum,
    presale: product.presale ?? false,
    offShelves: product.offShelves ?? false,
    notOnline: product.notOnline ?? false,
    offlineOnly: product.offlineOnly ?? false,
    available: product.stock.available,
    notCheckStock: product.stock.notCheckStock ?? false,
    offMarket: false,
    unitPriceMinor: price.kind === "priced" ? price.shownMinor : null,
  });
  // Every card has these controls: their names say which product (issue 13; decision 0086). The
  // words are visually hidden by `.panel label > span` and `.panel button > span`, not by a class
  // repeated four times in every card (issue 15).
  const forProduct = <span>{t("forProduct", { name: product.name })}</span>;
  if (!shown) {
    if (!(product.offlineOnly || product.notOnline)) return unavailable ? <>{unavailable}</> : null;
    // Sold offline only or not online (SPEC.md section 2, decision 0111): without JavaScript a panel
    // says so in the purchase panel's place; with it the add button opens the SPEC's modal dialog,
    // whose confirm button closes it (`method="dialog"`, no script). The dialog is beside the panel,
    // not in it: a card's panel turns transparent to the pointer once it leaves the card.
    const text = t(product.offlineOnly ? "catalogue:detail.offlineOnly" : "catalogue:detail.notOnline");
    const title = t("panel.offlineTitle");
    return hydrated ? (
      <>
        <div className="panel">
          <button type="button" onClick={(event) => (event.currentTarget.parentElement!.nextSibling as HTMLDialogElement).showModal()}>
            {t("panel.add")}
            {forProduct}
          </button>
        </div>
        <dialog aria-label={title} className="offline-dialog">
          <h2>{title}</h2>
          <p>{text}</p>
          <form method="dialog">
            <button>{t("panel.offlineConfirm")}</button>
          </form>
        </dialog>
      </>
    ) : (
      <p className="panel panel-open text-sm">{text}</p>
    );
  }

  const busy = fetcher.state !== "idle";
  const minimum = minimumQuantity(product, mode);
  const buttons = purchaseButtons(product, mode);
  const notice = addedNoticeFrom(location.search);
  const mine = notice?.goodsId === product.id ? notice : null;
  const anchor = purchaseAnchor(product.id, section);
  const redirectTo = `${location.pathname}${location.search}${section ? `#${anchor}` : ""}`;
  // In a card the panel is revealed by hover or focus on a wide screen with a mouse (decision
  // 0087: `.card .panel` in app/styles/tailwind.css); `panel-open` keeps it shown while it reports an add.
  const open = variant === "card" && (mine !== null || toast !== null);
  const hintId = `${anchor}-hint`;
  return (
    <div id={anchor} className={open ? "panel panel-open" : "panel"}>
      <fetcher.Form method="post" action="/cart/add" onSubmit={rememberSubmitter}>
        <input type="hidden" name="goodsId" value={product.id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
        {addKey ? <input type="hidden" name="key" value={addKey} /> : null}
        <label>
          {t("panel.quantity")}
          {forProduct}
          <input
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(minimum)}
            aria-describedby={hintId}
          />
        </label>
        {/*
          A button's type is "submit" by default, and the form's parts are styled by their place
          (`.panel form > button`, `> p`, `> div` in app/styles/tailwind.css): no attribute repeated
          in every card that says nothing (issue 15).
        */}
        <button disabled={busy}>
          {t("panel.add")}
          {forProduct}
        </button>
        <p id={hintId}>
          {mode === "standard"
            ? t("panel.hint", { minimum, multiple: product.saleDouble })
            : t("panel.hintBoxes", { minimum, box: product.pkgNum })}
        </p>
        <div>
          {buttons.map((button, index) => (
            <Fragment key={button.delta}>
              {index > 0 ? " " : null}
              <button name="step" value={button.delta} disabled={busy}>
                {button.boxes === null
                  ? t("panel.addUnits", { quantity: button.delta })
                  : button.boxes > 0
                  ? t("panel.addBoxes", { count: button.boxes })
                  : t("panel.removeBoxes", { count: -button.boxes })}
                {forProduct}
              </button>
            </Fragment>
          ))}
        </div>
      </fetcher.Form>
      {/*
        The add's message. Without JavaScript only an add's return page has it; with JavaScript the
        (empty) live region is there from hydration on, so a later message in it is announced.
      */}
      {hydrated || mine ? (
        <p role="status" className={toast || mine ? "panel-note" : "sr-only"}>
          {toast ?? (mine ? addedText({ change: mine.quantity, inCart: mine.inCart, reduced: mine.reduced }) : "")}
        </p>
      ) : null}
    </div>
  );
}
