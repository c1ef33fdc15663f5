import type { LoaderFunctionArgs } from "@remix-run/node";
import { isStaff, requireActor, requireViewer } from "~/services/identity/actor.server";
import { mayStaff } from "~/services/identity/staff.server";
import { labelFile } from "~/services/ordering/shipping-labels.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { storage } from "~/services/platform/storage.server";
import { storedFileResponse } from "~/services/platform/stored-file-response.server";

const BACK = { href: "/order/shippingLabels", key: "labels.back" };

/**
 * GET /order/shippingLabels/:id/file: a shipping label's PDF (decision 0114), streamed from the
 * download storage as an attachment, never stored by the browser's cache. Only the owning account
 * (a salesman acting for it has its account) and staff who work on orders; anyone else, an
 * unknown or a malformed id, gets the same readable 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, context);
  const accountId = isStaff(viewer) && mayStaff(viewer.role, "orders") ? null : (await requireActor(request, context)).accountId;
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  const file = id === null ? null : await labelFile(id, accountId);
  if (!file) return downloadFailure(request, context, "labels.fileNotFound", 404, BACK);
  try {
    const response = await storedFileResponse(request, storage(), file.storageKey, { cacheControl: "private, no-store", fileName: file.fileName, contentType: "application/pdf" });
    if (response.status === 404) return downloadFailure(request, context, "labels.fileNotFound", 404, BACK);
    return response;
  } catch (error) {
    console.error("shipping label not read", error instanceof Error ? error.message : error);
    return downloadFailure(request, context, "download.failed", 503, BACK);
  }
}
