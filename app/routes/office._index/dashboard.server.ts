import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/identity/staff.server";
import { officeQueues } from "~/services/office/dashboard.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The back office's home: the work waiting, a count per queue (decision 0112). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context, "registrations");
  return {
    title: await pageTitle(request, context, "office:dashboard.title"),
    name: staff.fullName,
    role: staff.role,
    queues: await officeQueues(),
  };
}
