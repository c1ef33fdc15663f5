/**
 * API access (SPEC.md sections 1, 2, 4, 6, 7; decision 0107): the application's states and
 * fields, the scopes an approval grants and the API's constants. Pure: the services apply them.
 */

/** The application's states: submitted, under review, then approved or failed (SPEC.md section 4). */
export const API_APPLICATION_STATUSES = ["submitted", "review", "approved", "failed"] as const;
export type ApiApplicationStatus = (typeof API_APPLICATION_STATUSES)[number];

/** Enterprise size, in employees. */
export const ENTERPRISE_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type EnterpriseSize = (typeof ENTERPRISE_SIZES)[number];

/** The data an applicant may ask for (SPEC.md section 2). */
export const DATA_WANTED = ["basic", "images", "inventory", "classification", "parameters", "other"] as const;
export type DataWanted = (typeof DATA_WANTED)[number];

/** What the applicant answers (checked and trimmed by the form's schema). */
export type ApiApplicationAnswers = {
  companyName: string;
  shopUrl: string;
  enterpriseSize: EnterpriseSize;
  technicalStaff: boolean;
  dataWanted: DataWanted[];
  /** Only with "other" among the data wanted; null otherwise. */
  otherData: string | null;
  contactNote: string;
};

/** What an approval grants the API client: one scope per kind of data ("other" grants none). */
export const API_SCOPES = ["products", "images", "stock", "categories", "parameters"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

const SCOPE_OF: Record<DataWanted, ApiScope | null> = {
  basic: "products",
  images: "images",
  inventory: "stock",
  classification: "categories",
  parameters: "parameters",
  other: null,
};

/** The scopes an application asking for `wanted` is granted when approved, in a fixed order. */
export function scopesFor(wanted: readonly DataWanted[]): ApiScope[] {
  const granted = new Set(wanted.map((item) => SCOPE_OF[item]).filter((scope): scope is ApiScope => scope !== null));
  return API_SCOPES.filter((scope) => granted.has(scope));
}

/** Text lengths (SPEC.md section 5's 1–50, 1–100 and 1–200, assigned in decision 0107). */
export const COMPANY_NAME_MAX = 100;
export const SHOP_URL_MAX = 200;
export const OTHER_DATA_MAX = 50;
export const CONTACT_NOTE_MAX = 200;
/** A staff reason for a refusal or a revocation. */
export const REASON_MAX = 500;

/** A bearer token lives one hour. */
export const API_TOKEN_SECONDS = 3600;
/** Calls per client per minute; above it, 429 with Retry-After. */
export const API_RATE_LIMIT = { limit: 600, windowSeconds: 60 } as const;
/** Items per page of a list resource: the default and the most a client may ask for. */
export const API_PAGE_DEFAULT = 100;
export const API_PAGE_MAX = 500;

/** The prefixes of the client id (applicationMaterialId) and of a client secret. */
export const CLIENT_ID_PREFIX = "am_";
export const CLIENT_SECRET_PREFIX = "cs_";

/** Token requests (POST /api/v1.0/oauth/token) per client id, and per address whatever the client. */
export const API_TOKEN_RATE_PER_CLIENT = { limit: 20, windowSeconds: 60 } as const;
export const API_TOKEN_RATE_PER_ADDRESS = { limit: 60, windowSeconds: 60 } as const;

/** The platform a call says it comes from (SPEC.md section 7: "BS"). */
export const API_PLATFORM = "BS";
