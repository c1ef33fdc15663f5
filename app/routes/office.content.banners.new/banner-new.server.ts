import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { bannerEditorAction, bannerEditorLoader } from "~/services/office/content/banner-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** A new banner's form (its brand from `?brand=`). */
export const loader = ({ request, context }: LoaderFunctionArgs) => bannerEditorLoader(request, context, null);

/** Creates the banner with its picture. */
export const action = ({ request, context }: ActionFunctionArgs) => bannerEditorAction(request, context, null);
