/**
 * The JSON API's answers (decision 0107): the envelope `{ code: 0, message, data }`, the error
 * codes with messages in the request's language, `Content-Language`, and the validators: every
 * success carries a weak ETag of its body and answers `If-None-Match` with 304.
 */
import crypto from "node:crypto";
import type { TFunction } from "i18next";
import { API_ERRORS, API_OK, type ApiErrorCode } from "~/domain/api-errors";
import { matchLanguageTag, parseAcceptLanguage } from "~/domain/languages";
import { getFixedT } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, type Language } from "~/i18n/languages";

/** Success answers may be kept by the client's own cache, but checked each time (ETag). */
export const API_CACHE_CONTROL = "private, no-cache";
/** Errors are never kept. */
const ERROR_CACHE_CONTROL = "no-store";
const VARY = "Authorization, Accept-Language, X-Brand, X-Tenant-Id, X-Country";

/** The request's language: the first of Accept-Language that is one of the nine, else English. */
export function apiLanguage(request: Request): Language {
  for (const tag of parseAcceptLanguage(request.headers.get("Accept-Language") ?? "")) {
    const language = matchLanguageTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** A parameter or header at fault: where, and the message's key (`details.*`) with its values. */
export type ApiDetail = { path: string; key: string; values?: Record<string, unknown> };

/** An answer other than success, thrown or returned by the pipeline and the resources. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly options: { details?: ApiDetail[]; headers?: Record<string, string>; values?: Record<string, unknown> } = {},
  ) {
    super(`API error ${code}`);
  }
}

export const apiT = (lng: Language): TFunction => getFixedT(lng, "api");

function headersFor(lng: Language, cacheControl: string, extra: Record<string, string> = {}): Headers {
  return new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Content-Language": LANGUAGE_TAGS[lng],
    "Cache-Control": cacheControl,
    Vary: VARY,
    ...extra,
  });
}

export function errorResponse(error: ApiError, lng: Language): Response {
  const t = apiT(lng);
  const { details, headers, values } = error.options;
  const body = {
    code: error.code,
    message: t(`errors.${API_ERRORS[error.code].key}`, values),
    ...(details && details.length > 0 ? { details: details.map((detail) => ({ path: detail.path, message: t(detail.key, detail.values) })) } : {}),
  };
  return new Response(JSON.stringify(body), { status: API_ERRORS[error.code].status, headers: headersFor(lng, ERROR_CACHE_CONTROL, headers) });
}

/** A weak validator of the body as sent (weak: compression may re-encode it on the way). */
export function bodyTag(body: string, lng: Language): string {
  return `W/"${crypto.createHash("sha256").update(lng).update("\u0000").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Whether If-None-Match names this validator (weak comparison, RFC 9110 section 13.1.2). */
export function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(tag));
}

export function successResponse(request: Request, data: unknown, lng: Language, extra: Record<string, string> = {}): Response {
  const body = JSON.stringify({ code: API_OK, message: "ok", data });
  const tag = bodyTag(body, lng);
  const headers = headersFor(lng, API_CACHE_CONTROL, { ETag: tag, ...extra });
  if (matchesTag(request.headers.get("If-None-Match"), tag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** What went wrong inside is logged without the request's data and answered 50001, never with a stack. */
export function internalError(error: unknown, lng: Language, where: string): Response {
  console.error(`API ${where} failed`, error instanceof Error ? (error.stack ?? error.message) : error);
  return errorResponse(new ApiError(50001), lng);
}
