import crypto from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { codePicture } from "~/utils/code-picture.server";
import { pictureCodeOf } from "~/services/identity/verification.server";

/**
 * The verification code picture of a challenge (/login/code.png?key=…). Never cached: each picture
 * belongs to one challenge. A used, expired, emailed or unknown key gets 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const code = await pictureCodeOf(key);
  if (!code) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(codePicture(code, crypto.randomInt)), {
    headers: { "Content-Type": "image/png", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
