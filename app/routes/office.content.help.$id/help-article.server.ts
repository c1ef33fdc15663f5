import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/identity/staff.server";
import { contentIdOf, helpEditorAction, helpEditorLoader } from "~/services/office/content/help-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** One help article's form. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content");
  return helpEditorLoader(request, context, await contentIdOf(request, context, params.id, "content:help.notFound"));
}

/** Preview, save, save and publish, unpublish. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireStaff(request, context, "content");
  return helpEditorAction(request, context, await contentIdOf(request, context, params.id, "content:help.notFound"));
}
