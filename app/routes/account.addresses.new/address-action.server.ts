import { refusedReply } from "~/services/platform/form-reply.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { addressSchema, toAddressInput } from "~/components/addresses/address-schema";
import { parseId } from "~/domain/catalogue-query";
import { safeRedirect } from "~/domain/safe-redirect";
import { withNotice } from "~/domain/notices";
import type { Language } from "~/i18n/languages";
import { getAddress, regionChoices, saveAddress } from "~/services/account/addresses.server";
import { type Actor, requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : null;
};

/** The country and division as typed, for the lists shown with the form again. */
export function regionsFor(formData: FormData, lng: Language) {
  const country = field(formData, "countryCode");
  return regionChoices({ countryCode: country && /^[A-Z]{2}$/.test(country) ? country : null, provinceId: parseId(field(formData, "provinceId")), lng });
}

/** The "Address not found" 404, with its translated page title (SPEC.md section 8). */
export async function addressNotFound(request: Request, context: AppLoadContext) {
  return data({ title: await pageTitle(request, context, "addresses:notFound.title") }, { status: 404 });
}

/**
 * The create and edit forms' action. intent=regions (the "update lists" button, for browsers
 * without JavaScript) shows the form again with the lists for the chosen country and province,
 * keeping what was typed; anything else validates and saves.
 */
export async function addressFormAction({
  request,
  context,
  actor,
  lng,
  id,
}: {
  request: Request;
  context: AppLoadContext;
  actor: Actor;
  lng: Language;
  id: number | null;
}) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: addressSchema });
  const regions = await regionsFor(formData, lng);
  if (formData.get("intent") === "regions") {
    return { result: { initialValue: submission.reply().initialValue }, regions };
  }
  if (submission.status !== "success") return data({ result: refusedReply(context, submission), regions }, { status: 400 });
  const saved = await saveAddress(actor, toAddressInput(submission.value), id);
  if (!saved.ok && saved.reason === "notFound") throw await addressNotFound(request, context);
  if (!saved.ok) {
    const { "": formError, ...fieldErrors } = saved.errors;
    const result = refusedReply(context, submission, {
      formErrors: formError ? [formError] : [],
      fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, message]) => [name, [message]])),
    });
    return data({ result, regions }, { status: 400 });
  }
  // Sent from another page (the order confirmation without an address): back there.
  const back = safeRedirect(formData.get("redirectTo"), "");
  return redirect(back || withNotice("/account/addresses", "addresses", id === null ? "created" : "updated"));
}

/** The acting account's address named in the path, or the "Address not found" 404. */
export async function requireOwnAddress(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const id = parseId(idParam);
  const address = id === null ? null : await getAddress({ accountId: actor.accountId, id, lng });
  if (!address) throw await addressNotFound(request, context);
  return { actor, lng, address };
}
