import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePage } from "~/domain/catalogue-query";
import { noticeFrom } from "~/domain/notices";
import { listAddresses } from "~/services/account/addresses.server";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  return {
    notice: noticeFrom("addresses", new URL(request.url).search),
    title: await pageTitle(request, context, "addresses:list.title"),
    book: await listAddresses({ accountId: actor.accountId, page, lng }),
  };
}
