import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendDownloadLinks } from "~/services/downloads/records.server";
import { failureReason } from "~/services/platform/error-log.server";
import { recordAction, recordActionLoader } from "../downloadCenter/record-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const loader = ({ request, context }: LoaderFunctionArgs) => recordActionLoader(request, context);

/**
 * POST /downloadCenter/records/:id/send: the record's links mailed to the account's subscription
 * e-mail (a queued mail: the mail job sends it, and the message log shows how that went). A mail
 * that cannot be queued (the outbox refuses it) is "send failed": a 503 page with the message and
 * the way back to the page the buyer was on, the reason in the server log without the mail's text.
 */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  recordAction(
    request,
    context,
    params.id,
    async (actor, id) => {
      try {
        return await sendDownloadLinks(actor, id);
      } catch (error) {
        console.error("download links not queued:", failureReason(error));
        return { ok: false, problem: "sendFailed" };
      }
    },
    "sent",
  );
