import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** After registering: "check your mail", with a way to get a new link. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: await pageTitle(request, context, "register:sent.title") };
}
