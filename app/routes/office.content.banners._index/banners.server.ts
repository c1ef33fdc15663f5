import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { bannerList } from "~/services/office/content/banners.server";
import { BRANDS } from "~/services/platform/brands.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** Each brand's home banners in their order, with their period and missing translations; `?brand=` shows one brand. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content");
  const lng = await getLanguage(request, context);
  const url = new URL(request.url);
  const chosen = BRANDS.find((brand) => brand.key === url.searchParams.get("brand")) ?? null;
  const shown = chosen ? [chosen] : BRANDS;
  const banners = await bannerList(
    shown.map((brand) => brand.key),
    lng,
  );
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lng, "UTC") : null);
  return {
    title: await pageTitle(request, context, "content:banners.listTitle"),
    brand: chosen?.key ?? "",
    deleted: url.searchParams.get("notice") === "deleted",
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name })),
    groups: shown.map((brand) => ({
      key: brand.key,
      name: brand.name,
      banners: banners.filter((banner) => banner.brandKey === brand.key).map((banner) => ({ ...banner, starts: when(banner.startsAt), ends: when(banner.endsAt) })),
    })),
  };
}
