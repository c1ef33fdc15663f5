import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/chunks/catalogue";
import { listSearch, mediaUrl, titleMeta } from "~/chunks/shell";
import type { CardProduct } from "~/domain/card-product";
import type { CardSettings } from "~/services/catalogue/product-cards.server";
import type { HomeBanner } from "~/services/catalogue/home.server";
import type { loader } from "./brand-home.server";

export { HOME_SECTION_SIZE, loader } from "./brand-home.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart"] };

/**
 * Every category link is at least 24 × 24 px (WCAG 2.2 target size): an inline link is only as large
 * as its text, and two-character Chinese names (narrower still where the font lacks the glyphs)
 * stood too close to tell apart by touch.
 */
const CATEGORY_TARGET = "inline-block min-w-6 leading-6";

export default function BrandHome() {
  const { brandName, banners, categories, productListRoute, sections, inCart, settings, reduction } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  const section = { settings, inCart };
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("home.heading", { brand: brandName })}</h1>
      {reduction ? <p className="reduction">{reduction}</p> : null}
      <Banners banners={banners} />
      <HomeSection
        id="flash-sales"
        title={t("home.flashSales")}
        products={sections.flashSales}
        {...section}
        seeAll={`${productListRoute}${listSearch({ show: "flashSale" })}`}
      />
      <HomeSection
        id="new-arrivals"
        title={t("home.newArrivals")}
        products={sections.newArrivals}
        {...section}
        seeAll={`${productListRoute}${listSearch({ show: "new", sort: "arrival" })}`}
      />
      <p className="mt-8">
        <Link to={`${productListRoute}${listSearch({ show: "presale" })}`} className="font-semibold text-brand-dark underline">
          {t("home.presale")}
        </Link>
      </p>
      <p className="mt-2">
        <Link to="/Scratch" className="font-semibold text-brand-dark underline">
          {t("home.outlet")}
        </Link>
        {" · "}
        <Link to="/lieyingProgram" className="font-semibold text-brand-dark underline">
          {t("common:shell.falcon")}
        </Link>
      </p>
      <HomeSection
        id="sales-ranking"
        title={t("home.salesRanking")}
        products={sections.salesRanking}
        {...section}
        seeAll="/TojRanking"
        seeAllText={t("home.fullRanking")}
        ranked
      />
      <HomeSection id="cashback-offers" title={t("home.cashbackOffers")} products={sections.cashbackOffers} {...section} seeAll={productListRoute} />
      <nav aria-labelledby="categories-heading" className="mt-12">
        <h2 id="categories-heading" className="text-2xl font-semibold">
          {t("home.categories")}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((level1) => (
            <li key={level1.id} className="rounded border border-gray-200 p-4">
              <Link to={`${productListRoute}?category=${level1.id}`} className={`${CATEGORY_TARGET} font-semibold text-brand-dark underline`}>
                {level1.name}
              </Link>
              <ul className="mt-2 space-y-2 text-sm">
                {level1.children.map((level2) => (
                  <li key={level2.id}>
                    <Link to={`${productListRoute}?category=${level2.id}`} className={`${CATEGORY_TARGET} font-medium underline`}>
                      {level2.name}
                    </Link>
                    {level2.children.length > 0 ? (
                      <ul className="mt-1 ml-4 flex flex-wrap gap-x-3 gap-y-1">
                        {level2.children.map((level3) => (
                          <li key={level3.id}>
                            <Link to={`${productListRoute}?category=${level3.id}`} className={`${CATEGORY_TARGET} text-gray-700 underline`}>
                              {level3.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The brand's banners: decorative pictures with the text on the page, each a link to a filtered list. */
function Banners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("catalogue");
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="banners-heading" className="mt-6">
      <h2 id="banners-heading" className="sr-only">
        {t("home.banners")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {banners.map((banner, index) => (
          <li key={banner.id} className={index === 0 ? "md:col-span-2" : undefined}>
            <Link
              to={banner.href}
              className="group relative grid overflow-hidden rounded-lg border border-transparent bg-gray-100 focus-visible:ring-4 focus-visible:ring-brand-dark/50 focus-visible:outline-none"
            >
              <img
                src={mediaUrl(banner.image)}
                alt=""
                width={1200}
                height={360}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className="col-start-1 row-start-1 aspect-[10/3] h-full w-full object-cover"
              />
              <span className="col-start-1 row-start-1 flex max-w-[60%] flex-col justify-center gap-1 bg-white/85 p-4 sm:p-6">
                <span className={`font-bold text-gray-900 group-hover:underline ${index === 0 ? "text-2xl sm:text-3xl" : "text-lg sm:text-xl"}`}>
                  {banner.title}
                </span>{" "}
                <span className="text-sm text-gray-800 sm:text-base">{banner.subtitle}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type SectionProps = {
  id: string;
  title: string;
  products: CardProduct[];
  settings: CardSettings;
  inCart: Record<number, number>;
  seeAll: string;
  /** The link's words, when not "See all" (the full sales ranking). */
  seeAllText?: string;
  ranked?: boolean;
};

function HomeSection({ id, title, products, settings, inCart, seeAll, seeAllText, ranked = false }: SectionProps) {
  const { t } = useTranslation("catalogue");
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={seeAll} className="font-medium text-brand-dark underline">
          {seeAllText ?? (
            <>
              {t("home.seeAll")}
              <span className="sr-only">: {title}</span>
            </>
          )}
        </Link>
      </div>
      <ProductGrid products={products} settings={settings} inCart={inCart} ranked={ranked} eagerImages={id === "flash-sales" ? 5 : 0} section={id} />
    </section>
  );
}
