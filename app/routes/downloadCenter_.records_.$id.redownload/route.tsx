import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redownloadRecord } from "~/services/downloads/records.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { RecordActionRefused } from "../downloadCenter/record-action-refused";
import { recordAction, recordActionLoader } from "../downloadCenter/record-action.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["downloads"] };

export const loader = ({ request, context }: LoaderFunctionArgs) => recordActionLoader(request, context);

/** POST /downloadCenter/records/:id/redownload: an expired or failed record generated again (a new job on the same record). */
export const action = ({ request, context, params }: ActionFunctionArgs) => recordAction(request, context, params.id, (actor, id) => redownloadRecord(actor, id), "redownload");

export default RecordActionRefused;
