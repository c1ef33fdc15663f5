import type { LoaderFunctionArgs } from "@remix-run/node";
import { findDownloadFile } from "~/services/downloads/records.server";
import { requireActor } from "~/services/identity/actor.server";
import { downloadFailure } from "~/services/platform/download-failure.server";
import { getT } from "~/services/platform/locale.server";
import { storage } from "~/services/platform/storage.server";
import { storedFileResponse } from "~/services/platform/stored-file-response.server";

const BACK = { href: "/downloadCenter", key: "downloads:page.back" };

/**
 * GET /downloadCenter/files/:token: one file of a package, streamed from storage with
 * Content-Length, Range (a download resumes) and Content-Disposition under a name in the reader's
 * language. Only the account that owns it, while it is valid: anything else is the same readable
 * 404 ("file open failed"), never a hint that the token exists.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const file = await findDownloadFile(actor.accountId, params.token ?? "");
  if (!file) return downloadFailure(request, context, "downloads:problems.fileOpenFailed", 404, BACK);
  const t = await getT(request, context, "downloads");
  try {
    const response = await storedFileResponse(request, storage(), file.storageKey, {
      cacheControl: "private, no-store",
      fileName: t("page.fileName", { title: t("page.title"), file: file.fileName }),
    });
    // A row whose object is gone (removed by hand, a storage outage that lost it).
    if (response.status === 404) return downloadFailure(request, context, "downloads:problems.downloadFailed", 404, BACK);
    return response;
  } catch (error) {
    console.error("download file not read", error instanceof Error ? error.message : error);
    return downloadFailure(request, context, "downloads:problems.downloadFailed", 503, BACK);
  }
}
