import type { ActionFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/services/identity/auth.server";
import { recordClientError } from "~/services/platform/error-log.server";
import { getT } from "~/services/platform/locale.server";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { errorLogSchema } from "./schema";

/** At most 30 reports a minute from one address: a broken page must not flood the log. */
export const ERROR_LOG_RATE = { limit: 30, windowSeconds: 60 };

/** A resource route answers with a real Response: its status reaches the client as set. */
function reply(body: Record<string, unknown>, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) return request.json();
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Object.fromEntries(await request.formData());
  }
  throw new Error("unsupported content type");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getT(request, context);
  if (request.method !== "POST") return reply({ code: 405, message: t("errorLog.methodNotAllowed") }, 405, { Allow: "POST" });

  const limit = await hit(rateLimitKey("error-log", context.clientIp), ERROR_LOG_RATE);
  if (!limit.allowed) {
    return reply({ code: 429, message: t("errorLog.rateLimited") }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    return reply({ code: 400, message: t("errorLog.badBody") }, 400);
  }
  const parsed = errorLogSchema.safeParse(body);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ""), t(issue.message, { field: issue.path[0] })]));
    return reply({ code: 400, message: t("errorLog.invalid"), errors }, 400);
  }

  const viewer = await getViewer(request, context);
  await recordClientError({
    ...parsed.data,
    userAgent: request.headers.get("User-Agent"),
    accountId: viewer?.accountId ?? null,
  });
  return reply({ code: 0 }, 201);
}

export function loader() {
  return reply({ code: 405 }, 405, { Allow: "POST" });
}
