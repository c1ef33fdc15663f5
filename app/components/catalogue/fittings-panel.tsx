import { useRouteLoaderData } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { fittingsHref } from "~/chunks/catalogue";
import { useTranslation } from "~/chunks/shell";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import { type FittingsPage, FittingsList, fittingsRange } from "./fittings-list";
import { routeData } from "./route-data";

type PageData = { fittings: FittingsPage; settings: CardSettings };

/**
 * An opened card disclosure's fittings, client only (loaded on the first opening: see
 * ./fittings.tsx): the fittings page's data, fetched page by page, again when the page's data is
 * (after an add to the cart). Its status line, a live region, says which fittings are shown once
 * they are, or that they could not be loaded (the page stays; the fittings page's link is the way
 * out); a page link loads that page in place and the focus goes to its first fitting.
 */
export default function FittingsPanel({ product }: { product: { id: number; name: string } }) {
  const productId = product.id;
  const { t } = useTranslation("catalogue");
  const [data, setData] = useState<PageData>();
  const [page, setPage] = useState(1);
  // The page and revision last loaded, and whether that load failed: loading while they are not the ones asked for.
  const [done, setDone] = useState<{ page: number; revision: unknown; failed: boolean }>();
  const panel = useRef<HTMLDivElement>(null);
  const paged = useRef(false);
  // The root's data is new after each revalidation (an add to the cart): the prices and stock shown are reloaded with it.
  const revision = useRouteLoaderData("root");
  useEffect(() => {
    const abort = new AbortController();
    void routeData<PageData>(fittingsHref(productId, page), "routes/commodityDetail_.fittings", abort.signal).then((loaded) => {
      if (loaded === undefined) return;
      if (loaded) setData(loaded);
      setDone({ page, revision, failed: !loaded });
    });
    return () => abort.abort();
  }, [productId, page, revision]);
  const busy = done?.page !== page || done.revision !== revision;
  const failed = !busy && done?.failed;
  useEffect(() => {
    if (busy || !paged.current) return;
    paged.current = false;
    panel.current?.querySelector<HTMLElement>("li a")?.focus();
  }, [busy, data]);
  // The page links are the fittings page's (without JavaScript they open it): here they load their page in place.
  const pageInPlace = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("nav a[href]") : null;
    if (!link) return;
    event.preventDefault();
    paged.current = true;
    setPage(Number(new URL(link.href).searchParams.get("page") ?? "1") || 1);
  };
  return (
    <div ref={panel} aria-busy={busy} onClickCapture={pageInPlace} className="fittings-panel">
      <p role="status">
        {failed ? t("fittings.failed") : data ? t("fittings.range", fittingsRange(data.fittings)) : t("fittings.loading")}
      </p>
      {failed ? (
        <a href={fittingsHref(productId, page)}>
          {t("fittings.show")}
          <span>{`: ${product.name}`}</span>
        </a>
      ) : data ? (
        <FittingsList
          product={product}
          fittings={data.fittings}
          settings={data.settings}
          hrefFor={(number) => fittingsHref(productId, number)}
        />
      ) : null}
    </div>
  );
}
