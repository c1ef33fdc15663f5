import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { listMessages } from "~/services/platform/mail.server";
import { pageTitle } from "~/services/platform/page.server";
import { MESSAGE_PAGE_SIZE, messageKindKey } from "./message-labels";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The acting account's message log: every mail the shop sent it, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const log = await listMessages({ accountId: actor.accountId, page, pageSize: MESSAGE_PAGE_SIZE });
  const zone = timeZoneForCountry(actor.countryCode);
  return {
    title: await pageTitle(request, context, "messages:list.title"),
    page: log.page,
    pages: log.lastPage,
    total: log.total,
    items: log.items.map((item) => ({
      id: item.id,
      subject: item.subject,
      kindKey: messageKindKey(item.kind),
      deliveryStatus: item.deliveryStatus,
      read: item.read,
      sentAt: formatDateTime(item.createdAt.toISOString(), lng, zone),
      sentAtIso: item.createdAt.toISOString(),
    })),
  };
}
