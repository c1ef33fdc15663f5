import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { formatDate } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { FALCON_TABS, listFalconApplications } from "~/services/office/falcon-applications.server";
import { BRANDS } from "~/services/platform/brands.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const PAGE_SIZE = 25;
const BRAND_KEYS = BRANDS.map((brand) => brand.key) as [string, ...string[]];

/** The list's address: a crafted one falls back to the defaults rather than failing. */
const querySchema = z.object({
  tab: z.enum(FALCON_TABS).catch("open"),
  brand: z.enum(BRAND_KEYS).optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Falcon programme applications by tab (submitted and under review by default), of one brand or all, searched by company or e-mail; paged by links. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "falcon");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listFalconApplications({ tab: query.tab, q: query.q, brandKey: query.brand ?? null, page: query.page, pageSize: PAGE_SIZE });
  const lng = await getLanguage(request, context);
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), lng) : null);
  const brandName = new Map<string, string>(BRANDS.map((brand) => [brand.key, brand.name]));
  return {
    title: await pageTitle(request, context, "office:falconList.title"),
    tab: query.tab,
    brand: query.brand ?? "",
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name })),
    q: query.q,
    ...list,
    items: list.items.map((item) => ({ ...item, brandName: brandName.get(item.brandKey) ?? item.brandKey, submitted: day(item.submittedAt)!, decided: day(item.decidedAt) })),
  };
}
