import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { returnPathOf, safeRedirect } from "~/domain/safe-redirect";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { CLIENT_PICKER_PATH, requireSalesman } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { chooseClient, listClients, setPinned } from "~/services/identity/salesman-clients.server";
import { noticeDetour, noticeDueAtSignIn } from "~/services/content/user-notice.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { clientSchema, querySchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const PAGE_SIZE = 20;

/** The salesman's client accounts (SPEC.md section 6): search, pin to the top, choose whom to act for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireSalesman(request, context);
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listClients({ salesmanId: viewer.accountId, q: query.q, page: query.page, pageSize: PAGE_SIZE });
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[await getLanguage(request, context)]], { type: "region" });
  return {
    title: await pageTitle(request, context, "salesman:clients.title"),
    q: query.q,
    redirectTo: safeRedirect(query.redirectTo, ""),
    actingId: viewer.acting?.accountId ?? null,
    back: returnPathOf(request.url),
    ...list,
    items: list.items.map((item) => ({ ...item, country: regions.of(item.countryCode) ?? item.countryCode })),
  };
}

/** One function per button: choose whom to act for, pin, unpin. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireSalesman(request, context);
  const form = await request.formData();
  const client = () => parseWithZod(form, { schema: clientSchema });
  const setPin = (pinned: boolean) => async () => {
    const submission = client();
    if (submission.status !== "success") return refuseForm(context, submission);
    if (!(await setPinned({ salesmanId: viewer.accountId, clientAccountId: submission.value.clientId, pinned }))) throw new Response("Not found", { status: 404 });
    const list = safeRedirect(submission.value.back, CLIENT_PICKER_PATH);
    return redirect(list.startsWith(`${CLIENT_PICKER_PATH}`) ? list : CLIENT_PICKER_PATH);
  };
  return dispatchIntent(
    context,
    form,
    {
      choose: async () => {
        const submission = client();
        if (submission.status !== "success") return refuseForm(context, submission);
        const chosen = await chooseClient({ salesmanId: viewer.accountId, sessionId: viewer.sessionId, clientAccountId: submission.value.clientId });
        if (!chosen) throw new Response("Not found", { status: 404 });
        const onward = safeRedirect(submission.value.redirectTo, context.brand.homeRoute);
        // The user notice a salesman has not acknowledged comes first once he acts for a client (decision 0114).
        return redirect((await noticeDueAtSignIn(context.brand.key, viewer.accountId)) ? noticeDetour(onward) : onward);
      },
      pin: setPin(true),
      unpin: setPin(false),
    },
    "salesman:clients.invalid",
  );
}
