import type { LoaderFunctionArgs } from "@remix-run/node";
import { FILE_DAYS, RECORD_DAYS } from "~/domain/downloads";
import { requireActor } from "~/services/identity/actor.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** GET /downloadCenter/guide: the function guide as a page of its own (the centre shows it as a disclosure, or a dialog with JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return { title: await pageTitle(request, context, "downloads:guide.title"), days: { fileDays: FILE_DAYS, recordDays: RECORD_DAYS } };
}
