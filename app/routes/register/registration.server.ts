import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getViewer } from "~/services/identity/auth.server";
import { getLanguage } from "~/services/platform/locale.server";
import { parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { listCountries, requestRegistration } from "~/services/identity/registration.server";
import { isBot } from "~/components/ui/honeypot";
import { PASSWORD_FIELDS, registerSchema } from "./schema.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** Registrations per client address and hour (decision 0014). */
const REGISTER_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getViewer(request, context)) throw redirect(context.brand.homeRoute);
  const lng = await getLanguage(request, context);
  // Named in the page's language (WCAG 3.1.2): the dictionary's Chinese name, else Intl's.
  const countries = (await listCountries(lng)).map((country) => ({ value: country.code, label: `${country.name} (${country.diallingCode})` }));
  return { title: await pageTitle(request, context, "register:title"), countries };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  // A filled-in honeypot is a bot: it gets the usual answer and nothing happens.
  if (isBot(formData)) return redirect("/successEmail");
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") {
    return refuseForm(context, submission, { hideFields: PASSWORD_FIELDS });
  }
  const limited = await hit(rateLimitKey("register", context.clientIp), REGISTER_LIMIT);
  if (!limited.allowed) {
    return refuseForm(context, submission, { formErrors: ["register:rateLimited"], hideFields: PASSWORD_FIELDS, status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
  }
  const { value } = submission;
  const result = await requestRegistration(
    {
      companyName: value.companyName,
      fullName: value.fullName,
      email: value.email,
      password: value.newPassword,
      countryCode: value.country,
      telephone: value.telephone,
      language: await getLanguage(request, context),
    },
    context.brand,
  );
  // A known email gets the same answer as a new one; its owner is told by mail (decision 0080).
  if (!result.ok) {
    return refuseForm(context, submission, { fieldErrors: { country: ["register:field.country.required"] }, hideFields: PASSWORD_FIELDS });
  }
  return redirect("/successEmail");
}
