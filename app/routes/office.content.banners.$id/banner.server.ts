import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/identity/staff.server";
import { bannerEditorAction, bannerEditorLoader } from "~/services/office/content/banner-form.server";
import { contentIdOf } from "~/services/office/content/help-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** One banner's form. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content");
  return bannerEditorLoader(request, context, await contentIdOf(request, context, params.id, "content:banners.notFound"));
}

/** Save (a new picture optional), or delete. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireStaff(request, context, "content");
  return bannerEditorAction(request, context, await contentIdOf(request, context, params.id, "content:banners.notFound"));
}
