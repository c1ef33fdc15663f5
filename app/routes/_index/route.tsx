import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireViewer } from "~/services/auth.server";
import { categoryTree } from "~/services/catalogue.server";
import { getLanguage } from "~/services/locale.server";
import { pageTitle } from "~/services/page.server";
import { titleMeta } from "~/utils/meta";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue"] };

/**
 * The brand home. Each brand has its own home route (SPEC.md section 2); opened on another
 * brand's host, a home route sends the browser to that brand's home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  if (new URL(request.url).pathname !== brand.homeRoute) throw redirect(brand.homeRoute);
  await requireViewer(request, context);
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "home.title"),
    brandName: brand.name,
    productListRoute: brand.productListRoute,
    categories: await categoryTree(brand.key, lng),
  };
}

export default function BrandHome() {
  const { brandName, categories, productListRoute } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("home.heading", { brand: brandName })}</h1>
      <nav aria-labelledby="categories-heading" className="mt-8">
        <h2 id="categories-heading" className="text-xl font-semibold">
          {t("home.categories")}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((level1) => (
            <li key={level1.id} className="rounded border border-gray-200 p-4">
              <Link to={`${productListRoute}?category=${level1.id}`} className="font-semibold text-brand-dark underline">
                {level1.name}
              </Link>
              <ul className="mt-2 space-y-1 text-sm">
                {level1.children.map((level2) => (
                  <li key={level2.id}>
                    <Link to={`${productListRoute}?category=${level2.id}`} className="underline">
                      {level2.name}
                    </Link>
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
