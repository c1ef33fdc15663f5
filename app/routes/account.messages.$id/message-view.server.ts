import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { parseId } from "~/domain/catalogue-query";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { readMessage } from "~/services/platform/mail.server";
import { pageTitle } from "~/services/platform/page.server";
import { messageKindKey } from "../account.messages._index/message-labels";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** One message of the acting account; opening it marks it read. Another account's id is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(params.id);
  const message = id === null ? null : await readMessage({ accountId: actor.accountId, id });
  if (!message) throw data({ title: await pageTitle(request, context, "messages:notFound.title") }, { status: 404 });
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "messages:detail.title", { subject: message.subject }),
    message: {
      subject: message.subject,
      body: message.body,
      toEmail: message.toEmail,
      kindKey: messageKindKey(message.kind),
      deliveryStatus: message.deliveryStatus,
      sentAt: formatDateTime(message.createdAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)),
      sentAtIso: message.createdAt.toISOString(),
    },
    wasUnread: message.wasUnread,
  };
}
