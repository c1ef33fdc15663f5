import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiReference } from "~/services/api/reference.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/**
 * /api/v1.0/docs: the API's reference (decision 0107), rendered on the server from the OpenAPI
 * document (no JavaScript needed), public like the document, so a shop's developer reads it
 * without an account. Headings in the reader's language; the reference texts in English.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lng = await getLanguage(request, context);
  const title = await pageTitle(request, context, "api:docs.title");
  return { title, reference: apiReference(lng) };
}
