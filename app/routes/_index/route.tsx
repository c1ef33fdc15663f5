import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductGrid } from "~/components/catalogue/product-grid";
import { listSearch } from "~/domain/catalogue-query";
import { requireViewer } from "~/services/auth.server";
import { type CardSettings, type ProductCardData, cardSettingsFor, categoryTree, homeSections } from "~/services/catalogue.server";
import { getLanguage } from "~/services/locale.server";
import { pageTitle } from "~/services/page.server";
import { titleMeta } from "~/utils/meta";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart"] };

/**
 * The brand home. Each brand has its own home route (SPEC.md section 2); opened on another
 * brand's host, a home route sends the browser to that brand's home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  if (new URL(request.url).pathname !== brand.homeRoute) throw redirect(brand.homeRoute);
  const viewer = await requireViewer(request, context);
  const lng = await getLanguage(request, context);
  const settings = cardSettingsFor({ brand, acting: viewer.acting, lng });
  const categories = await categoryTree(brand.key, lng);
  const sections = await homeSections({ brandKey: brand.key, lng, currency: settings.currency });
  return {
    title: await pageTitle(request, context, "home.title"),
    brandName: brand.name,
    productListRoute: brand.productListRoute,
    categories,
    sections,
    settings,
  };
}

export default function BrandHome() {
  const { brandName, categories, productListRoute, sections, settings } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("home.heading", { brand: brandName })}</h1>
      <HomeSection
        id="flash-sales"
        title={t("home.flashSales")}
        products={sections.flashSales}
        settings={settings}
        seeAll={`${productListRoute}${listSearch({ show: "flashSale" })}`}
      />
      <HomeSection
        id="new-arrivals"
        title={t("home.newArrivals")}
        products={sections.newArrivals}
        settings={settings}
        seeAll={`${productListRoute}${listSearch({ show: "new", sort: "arrival" })}`}
      />
      <HomeSection id="best-sellers" title={t("home.bestSellers")} products={sections.bestSellers} settings={settings} seeAll={productListRoute} />
      <nav aria-labelledby="categories-heading" className="mt-12">
        <h2 id="categories-heading" className="text-2xl font-semibold">
          {t("home.categories")}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((level1) => (
            <li key={level1.id} className="rounded border border-gray-200 p-4">
              <Link to={`${productListRoute}?category=${level1.id}`} className="font-semibold text-brand-dark underline">
                {level1.name}
              </Link>
              <ul className="mt-2 space-y-2 text-sm">
                {level1.children.map((level2) => (
                  <li key={level2.id}>
                    <Link to={`${productListRoute}?category=${level2.id}`} className="font-medium underline">
                      {level2.name}
                    </Link>
                    {level2.children.length > 0 ? (
                      <ul className="mt-1 ml-4 flex flex-wrap gap-x-3 gap-y-1">
                        {level2.children.map((level3) => (
                          <li key={level3.id}>
                            <Link to={`${productListRoute}?category=${level3.id}`} className="text-gray-700 underline">
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

type SectionProps = { id: string; title: string; products: ProductCardData[]; settings: CardSettings; seeAll: string };

function HomeSection({ id, title, products, settings, seeAll }: SectionProps) {
  const { t } = useTranslation("catalogue");
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={seeAll} className="font-medium text-brand-dark underline">
          {t("home.seeAll")}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
      <ProductGrid products={products} settings={settings} eagerImages={id === "flash-sales" ? 5 : 0} />
    </section>
  );
}
