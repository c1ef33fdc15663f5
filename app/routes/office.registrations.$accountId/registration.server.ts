import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { formatDateTime } from "~/domain/date-time";
import { LANGUAGE_TAGS } from "~/i18n/languages";
import { requireStaff } from "~/services/identity/staff.server";
import { approveRegistration, refuseRegistration, registrationOf } from "~/services/office/registrations.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { refuseSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** The account id of the address: a whole number in range, else the page is not found. */
async function accountIdOf(request: Request, context: LoaderFunctionArgs["context"], raw: string | undefined): Promise<number> {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw await notFound(request, context);
  return id;
}

const notFound = async (request: Request, context: LoaderFunctionArgs["context"]) =>
  data({ title: await pageTitle(request, context, "office:registration.notFound") }, { status: 404 });

const addressOf = (accountId: number) => `/office/registrations/${accountId}`;

/**
 * What the redirect after a decision says (`?notice=`): read here, on the server, from a fixed
 * list, so the back office adds nothing to the shell's notice registry every page loads (decision 0104's budget).
 */
const NOTICES = ["approved", "refused", "alreadyApproved"] as const;
const noticeOf = (url: URL) => NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null;

/** One registration: the company, the contact, the e-mail confirmation, the state and its history. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, "registrations");
  const accountId = await accountIdOf(request, context, params.accountId);
  const registration = await registrationOf(accountId);
  if (!registration) throw await notFound(request, context);
  const lng = await getLanguage(request, context);
  const when = (iso: string) => formatDateTime(iso, lng, "UTC");
  const regions = new Intl.DisplayNames([LANGUAGE_TAGS[lng]], { type: "region" });
  return {
    title: await pageTitle(request, context, "office:registration.title", { company: registration.companyName }),
    notice: noticeOf(new URL(request.url)),
    registration: {
      ...registration,
      country: regions.of(registration.countryCode) ?? registration.countryCode,
      registered: when(registration.registeredAt),
      reviewed: registration.reviewedAt ? when(registration.reviewedAt) : null,
      history: registration.history.map((entry) => ({ ...entry, when: when(entry.at) })),
    },
  };
}

/** Approve, or refuse with a reason: each audited and mailed to the buyer (decision 0112). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "registrations");
  const accountId = await accountIdOf(request, context, params.accountId);
  const form = await request.formData();
  return dispatchIntent(
    context,
    form,
    {
      approve: async () => {
        const outcome = await approveRegistration({ staffId: staff.accountId, accountId });
        if (outcome.status === "unknown") throw await notFound(request, context);
        return redirect(`${addressOf(accountId)}?notice=${outcome.status}`);
      },
      refuse: async () => {
        const submission = parseWithZod(form, { schema: refuseSchema });
        if (submission.status !== "success") return refuseForm(context, submission);
        const outcome = await refuseRegistration({ staffId: staff.accountId, accountId, reason: submission.value.reason });
        if (outcome.status === "unknown") throw await notFound(request, context);
        if (outcome.status === "alreadyApproved") return refuseForm(context, submission, { formErrors: ["office:registration.errors.alreadyOfficial"], status: 409 });
        return redirect(`${addressOf(accountId)}?notice=refused`);
      },
    },
    "office:registration.errors.invalid",
  );
}
