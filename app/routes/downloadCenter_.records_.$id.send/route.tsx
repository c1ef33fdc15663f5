import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendDownloadLinks } from "~/services/downloads/records.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { RecordActionRefused } from "../downloadCenter/record-action-refused";
import { recordAction, recordActionLoader } from "../downloadCenter/record-action.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["downloads"] };

export const loader = ({ request, context }: LoaderFunctionArgs) => recordActionLoader(request, context);

/**
 * POST /downloadCenter/records/:id/send: the record's links mailed to the account's subscription
 * e-mail (a queued mail). A mail that cannot be queued is "send failed".
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
        console.error("download links not queued", error instanceof Error ? error.message : error);
        return { ok: false, problem: "sendFailed" };
      }
    },
    "sent",
  );

export default RecordActionRefused;
