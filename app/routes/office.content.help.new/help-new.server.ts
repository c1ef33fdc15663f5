import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { helpEditorAction, helpEditorLoader } from "~/services/office/content/help-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** A new help article's form (its topic from `?topic=`, else the first). */
export const loader = ({ request, context }: LoaderFunctionArgs) => helpEditorLoader(request, context, null);

/** Preview, or create the article (a draft, or published at once). */
export const action = ({ request, context }: ActionFunctionArgs) => helpEditorAction(request, context, null);
