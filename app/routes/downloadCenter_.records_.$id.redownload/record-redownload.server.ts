import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redownloadRecord } from "~/services/downloads/records.server";
import { recordAction, recordActionLoader } from "../downloadCenter/record-action.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export const loader = ({ request, context }: LoaderFunctionArgs) => recordActionLoader(request, context);

/** POST /downloadCenter/records/:id/redownload: an expired or failed record generated again (a new job on the same record). */
export const action = ({ request, context, params }: ActionFunctionArgs) => recordAction(request, context, params.id, (actor, id) => redownloadRecord(actor, id), "redownload");
