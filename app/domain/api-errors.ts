/**
 * The JSON API's error codes (decision 0107): the HTTP status × 100 plus a number, each with the
 * key of its message in the `api` namespace. Every code is listed in the OpenAPI document.
 */
export const API_ERRORS = {
  40101: { status: 401, key: "noToken" },
  40102: { status: 401, key: "badToken" },
  40301: { status: 403, key: "scope" },
  40302: { status: 403, key: "notYours" },
  40303: { status: 403, key: "notApproved" },
  40401: { status: 404, key: "notFound" },
  40501: { status: 405, key: "method" },
  42201: { status: 422, key: "badParameter" },
  42202: { status: 422, key: "badHeader" },
  42901: { status: 429, key: "tooMany" },
  50001: { status: 500, key: "internal" },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ApiErrorKey = (typeof API_ERRORS)[ApiErrorCode]["key"];

export const API_ERROR_CODES = Object.keys(API_ERRORS).map(Number) as ApiErrorCode[];

/** The HTTP status an error code is answered with. */
export function statusOf(code: ApiErrorCode): number {
  return API_ERRORS[code].status;
}

/** The codes answered with a status, for the document's responses. */
export function codesOfStatus(status: number): ApiErrorCode[] {
  return API_ERROR_CODES.filter((code) => API_ERRORS[code].status === status);
}

/** Success is code 0 (SPEC.md section 7). */
export const API_OK = 0;
