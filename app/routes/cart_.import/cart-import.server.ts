import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { MAX_IMPORT_BARCODES } from "~/domain/barcode-import";
import { refuseRead } from "~/services/platform/form-reply.server";
import { importIntoCart } from "~/services/cart/cart-import.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { requireActor } from "~/services/identity/actor.server";
import { readImportRequest } from "./import-form.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return { title: await pageTitle(request, context, "imports:page.title") };
}

/** POST /cart/import: a barcode file (intent=file, multipart) or typed barcodes (intent=typed). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const read = await readImportRequest(request, { bodyTooLarge: context.bodyTooLarge === true });
  if (!read.ok) {
    const field = read.intent === "typed" ? "barcodes" : "file";
    const message = { key: `imports:problems.${read.problem}`, values: { max: MAX_IMPORT_BARCODES } };
    return refuseRead(context, { intent: read.intent, ...(read.intent === "typed" ? { barcodes: read.typed } : {}) }, { fieldErrors: { [field]: [message] }, status: read.status });
  }
  const id = await importIntoCart(actor, {
    source: read.source,
    fileName: read.fileName,
    entries: read.entries,
    brandKey: context.brand.key,
    mode: "add",
    lng: await getLanguage(request, context),
  });
  return redirect(`/cart/import/${id}`);
}
