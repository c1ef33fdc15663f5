import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { requireStaff } from "~/services/identity/staff.server";
import { AUDIT_ENTITIES, KNOWN_AUDIT_ACTIONS, type AuditEntry, type AuditFilter, auditStaffOptions, listAuditEvents } from "~/services/office/audit-log.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { querySchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const PAGE_SIZE = 50;

const KNOWN = new Set<string>(KNOWN_AUDIT_ACTIONS);

/** The back-office page an event's entity has, when there is one. */
function entityHref(entry: AuditEntry): string | null {
  if (entry.entity === "company" && entry.accountId !== null && entry.action.startsWith("registration.")) return `/office/registrations/${entry.accountId}`;
  const id = entry.entityId && /^\d{1,10}$/.test(entry.entityId) ? entry.entityId : null;
  if (entry.entity === "account" && entry.action.startsWith("staff.") && id) return `/office/staff/${id}`;
  if (entry.entity === "image_permission" && id) return `/office/images/${id}`;
  if (entry.entity === "api_application" && id) return `/office/api/${id}`;
  if (entry.entity === "help_article" && id) return `/office/content/help/${id}`;
  if (entry.entity === "banner" && id && entry.action !== "banner.delete") return `/office/content/banners/${id}`;
  // Orders: the submit names the order's id, the status changes and the buyer's cancel its number.
  if (entry.entity === "order" && entry.entityId) {
    return entry.action === "order.submit" && id ? `/office/orders/${id}` : `/office/orders?${new URLSearchParams({ q: entry.entityId.slice(0, 100) })}`;
  }
  return null;
}

/** The audit log (decision 0112): filtered by staff member, account, action, entity and days; newest first, 50 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "audit");
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const filter: AuditFilter = {
    ...(query.staff !== undefined ? { staff: query.staff } : {}),
    ...(query.account ? { account: query.account } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  const [staffOptions, list] = [await auditStaffOptions(), await listAuditEvents({ filter, page: query.page, pageSize: PAGE_SIZE })];
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "office:audit.title"),
    filter: {
      staff: query.staff === undefined ? "" : String(query.staff),
      account: query.account ?? "",
      action: query.action ?? "",
      entity: query.entity ?? "",
      from: query.from ?? "",
      to: query.to ?? "",
    },
    staffOptions: staffOptions.map((each) => ({ value: String(each.accountId), label: `${each.fullName} (${each.email})` })),
    actions: [...KNOWN_AUDIT_ACTIONS],
    entities: [...AUDIT_ENTITIES],
    total: list.total,
    page: list.page,
    lastPage: list.lastPage,
    items: list.items.map((entry) => ({
      id: entry.id,
      at: entry.at,
      when: formatDateTime(entry.at, lng, "UTC"),
      actorName: entry.actorName,
      accountEmail: entry.accountEmail,
      action: entry.action,
      known: KNOWN.has(entry.action),
      entity: entry.entity,
      entityId: entry.entityId,
      href: entityHref(entry),
      details: entry.details,
    })),
  };
}
