import { cartCountsOf } from "~/services/identity/session.server";
import { parse } from "@conform-to/react";
import { type AppLoadContext, redirect } from "@remix-run/node";
import { MAX_TYPED_CHARS } from "~/domain/barcode-import";
import { parseId } from "~/domain/catalogue-query";
import type { VideoResolution } from "~/domain/downloads";
import { withNotice } from "~/domain/notices";
import { barcodeSourceOf, readLimitedForm } from "~/services/cart/barcode-request.server";
import { type PackageOptions, type RequestOutcome, requestBarcodePackage, requestCartPackage, requestCategoryPackage } from "~/services/downloads/records.server";
import type { Actor } from "~/services/identity/actor.server";
import type { Viewer } from "~/services/identity/session.server";
import { dispatchIntent, refuseForm } from "~/services/platform/form-reply.server";
import { type Refusal, packageRefusal } from "./problems";

/** What comes back typed after a refusal: every text field (the file cannot come back), each cut to the typed field's length. */
function keptOf(form: FormData): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") kept.append(name, value.slice(0, MAX_TYPED_CHARS));
  return kept;
}

function refuse(context: AppLoadContext, kept: URLSearchParams, refusal: Refusal) {
  return refuseForm(context, parse(kept, { resolve: () => ({ error: null }) }), refusal);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What to include, as the fieldset posts it: the boxes, the videos' radio buttons, the unwatermarked box. */
function includeOf(form: FormData, brandKey: string): PackageOptions {
  const video = text(form, "video");
  const parts = form.getAll("include").filter((value): value is string => typeof value === "string");
  const resolution: VideoResolution | null = video === "standard" || video === "high" ? video : null;
  return { brandKey, parts: resolution ? [...parts, "videos"] : parts, videoResolution: resolution ?? "standard", unwatermarked: text(form, "unwatermarked") === "on" };
}

const requested = (outcome: Extract<RequestOutcome, { ok: true }>) =>
  redirect(
    outcome.skipped.length > 0
      ? withNotice("/downloadCenter#records", "downloads", "requestedSkipped", { count: outcome.skipped.length })
      : withNotice("/downloadCenter#records", "downloads", "requested"),
  );

/**
 * POST /downloadCenter: one form per way to choose products, told apart by `intent` (decision
 * 0093): a package by category, by barcode (a multipart form, read under the upload's size cap)
 * or from the cart; a new record redirects to the centre's records, a refusal answers the form.
 */
export async function requestPackage(request: Request, context: AppLoadContext, actor: Actor, viewer: Viewer) {
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  let form: FormData;
  // The server drops a body over the upload's cap unread (context.bodyTooLarge) whatever its type:
  // a URL-encoded one too, which would otherwise be read as an empty form.
  if (multipart || context.bodyTooLarge === true) {
    const limited = await readLimitedForm(request, { bodyTooLarge: context.bodyTooLarge === true });
    // A body too large or broken to read is the barcode form's (the only one sent as multipart).
    if (!limited.ok) return refuse(context, new URLSearchParams({ intent: "barcodes" }), packageRefusal({ key: "file", problem: limited.problem }, { typed: false }));
    form = limited.form;
  } else {
    form = await request.formData();
  }
  const kept = keptOf(form);
  const brandKey = context.brand.key;
  const answer = (outcome: RequestOutcome, typed = false) => (outcome.ok ? requested(outcome) : refuse(context, kept, packageRefusal(outcome.problem, { typed })));
  return dispatchIntent(
    context,
    form,
    {
      category: async () => answer(await requestCategoryPackage(actor, { ...includeOf(form, brandKey), categoryId: parseId(text(form, "category")) })),
      barcodes: async () => {
        const typed = barcodeSourceOf(form) === "typed";
        const file = form.get("file");
        const upload = file instanceof File ? { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) } : null;
        return answer(await requestBarcodePackage(actor, { ...includeOf(form, brandKey), file: upload, typed: text(form, "barcodes") }), typed);
      },
      cart: async () => {
        if (cartCountsOf(viewer).lines === 0) return refuse(context, kept, { formErrors: [{ key: "downloads:problems.emptyCart" }], status: 422 });
        return answer(await requestCartPackage(actor, includeOf(form, brandKey)));
      },
    },
    "downloads:problems.unknownIntent",
  );
}
