/// <reference types="zod-openapi" />
/**
 * The JSON API's schemas (decision 0107): the same zod schemas parse the requests (query, path
 * and headers) and describe the answers; the OpenAPI document (openapi.server.ts) is generated
 * from them, and the contract tests check every answer against that document. A message of a
 * failed check is a key of the `api` namespace (details.*), translated when the answer is made.
 */
import { z } from "zod";
import { API_PAGE_DEFAULT, API_PAGE_MAX, API_PLATFORM, API_SCOPES } from "~/domain/api-access";
import { API_ERROR_CODES } from "~/domain/api-errors";
import { LANGUAGES } from "~/i18n/languages";

/** A query parameter documented as an integer, read from the string the address holds. */
function integerParam(key: string, { min, max }: { min: number; max: number }, description: string) {
  return z
    .string()
    .regex(/^\d{1,10}$/, { error: key })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: key })
    .meta({
      description,
      override: ({ jsonSchema }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: "integer", minimum: min, maximum: max });
      },
    });
}

/** Database ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

export const idParam = (description: string) => integerParam("details.id", { min: 1, max: MAX_ID }, description);

/** A cursor: where the previous page ended, (updated at with microseconds, id), opaque to the client. */
export type Cursor = { at: string; id: number };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  const [at, id, ...rest] = Buffer.from(text, "base64url").toString("latin1").split("|");
  if (rest.length > 0 || !at || !CURSOR_TIME.test(at) || Number.isNaN(Date.parse(at)) || !id || !/^\d{1,10}$/.test(id) || Number(id) > MAX_ID) return null;
  return { at, id: Number(id) };
}

const cursorParam = z
  .string()
  .transform((value, context) => {
    const cursor = decodeCursor(value);
    if (!cursor) {
      context.addIssue({ code: "custom", message: "details.cursor" });
      return z.NEVER;
    }
    return cursor;
  })
  .meta({ description: "Where to go on: the `nextCursor` of the previous page. Leave out for the first page.", override: { type: "string" } });

const sinceParam = z
  .iso.datetime({ offset: true, error: "details.dateTime" })
  .transform((value) => new Date(value).toISOString())
  .meta({
    description: "Only what changed at or after this time (RFC 3339, e.g. `2026-11-27T08:00:00Z`): for an incremental sync, the `updatedAt` of the last item you read.",
    override: ({ jsonSchema }) => {
      delete jsonSchema.pattern;
    },
  });

const limitParam = integerParam("details.limit", { min: 1, max: API_PAGE_MAX }, `Items per page, 1 to ${API_PAGE_MAX} (default ${API_PAGE_DEFAULT}).`);

export const pageQuery = z.strictObject({
  limit: limitParam.optional(),
  cursor: cursorParam.optional(),
  updatedSince: sinceParam.optional(),
});

export const productsQuery = pageQuery.extend({
  category: idParam("Only this category (any of the three levels) and what lies below it: an id from `/categories`.").optional(),
});

export const noQuery = z.strictObject({});

export const productPath = z.object({ id: idParam("The product's id.") });
export const imagePath = z.object({ id: idParam("The product's id."), n: idParam("The picture's position, from 1.") });
export const documentPath = z.object({ id: idParam("The product's id."), documentId: idParam("The document's id.") });

/** The headers every resource call carries (SPEC.md section 7), checked in this order. */
export const callHeaders = z.object({
  "X-Platform": z.literal(API_PLATFORM, { error: "details.platform" }).meta({ description: `The calling platform: always \`${API_PLATFORM}\`.` }),
  "X-Brand": z
    .string({ error: "details.brand" })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: "details.brand" })
    .meta({ description: "The brand key of your application (`aigostar`, `nobleza` …)." }),
  "X-Tenant-Id": z
    .string({ error: "details.tenant" })
    .regex(/^\d{1,9}$/, { error: "details.tenant" })
    .transform(Number)
    .meta({
      description: "The tenant id shown with your credentials.",
      override: ({ jsonSchema }) => {
        delete jsonSchema.pattern;
        jsonSchema.type = "integer";
      },
    }),
  "X-Country": z
    .string({ error: "details.country" })
    .regex(/^[A-Za-z]{2}$/, { error: "details.country" })
    .transform((value) => value.toUpperCase())
    .meta({ description: "Your company's country, ISO 3166-1 alpha-2 (`ES`)." }),
  "Accept-Language": z
    .string()
    .optional()
    .meta({ description: `The language of names and messages: ${LANGUAGES.join(", ")}; English when none of them. Echoed in \`Content-Language\`.` }),
});

// ------------------------------------------------------------------ answers

export const apiErrorBody = z
  .object({
    code: z.union(API_ERROR_CODES.map((code) => z.literal(code))).meta({ description: "The HTTP status × 100 plus a number (see the table of codes)." }),
    message: z.string().meta({ description: "What went wrong, in the request's language." }),
    details: z
      .array(z.object({ path: z.string().meta({ description: "The parameter or header at fault." }), message: z.string() }))
      .optional()
      .meta({ description: "One entry per parameter or header at fault (422)." }),
  })
  .meta({ id: "Error" });

/** The success envelope around an answer's data. */
export function envelope<T extends z.ZodType>(data: T, id: string) {
  return z.object({ code: z.literal(0), message: z.string(), data }).meta({ id });
}

const dateTime = (description: string) => z.iso.datetime({ offset: true }).meta({ description, override: ({ jsonSchema }) => void delete jsonSchema.pattern });

const categoryStep = z.object({ id: z.int(), name: z.string() }).meta({ id: "CategoryStep" });

const price = z
  .object({
    currency: z.string().length(3).meta({ description: "ISO 4217: your account's currency." }),
    fractionDigits: z.int().min(0).meta({ description: "Digits after the decimal point of the currency: an amount of 1999 with 2 is 19.99." }),
    unitMinor: z.int().min(0).nullable().meta({ description: "What one unit costs you, in minor units: the running promotion and your own rate applied, as in the cart. Null: no price (ask your salesperson)." }),
    listUnitMinor: z.int().min(0).nullable().meta({ description: "The price before any discount, in minor units." }),
  })
  .meta({ id: "Price" });

const productSummary = z
  .object({
    id: z.int(),
    barcode: z.string().meta({ description: "EAN-13." }),
    replaceBarcode: z.string().nullable().meta({ description: "An older or alternative code." }),
    model: z.string(),
    name: z.string().meta({ description: "In the request's language (English when missing)." }),
    category: z.object({ id: z.int(), path: z.array(categoryStep).meta({ description: "From the top level down to the product's own category." }) }),
    minOrderQty: z.int().min(1),
    saleMultiple: z.int().min(1).meta({ description: "Quantities are multiples of it." }),
    carton: z.object({
      units: z.int().min(1).meta({ description: "Units per carton." }),
      lengthMm: z.int(),
      widthMm: z.int(),
      heightMm: z.int(),
      weightG: z.int(),
      volumeCm3: z.int(),
    }),
    price,
    onMarket: z.boolean().meta({ description: "False once the product is off the market: kept in the sync, so that your shop can hide it." }),
    offShelves: z.boolean(),
    presale: z.boolean(),
    offlineOnly: z.boolean(),
    isNew: z.boolean(),
    updatedAt: dateTime("Last change of the product or its prices (microseconds)."),
  })
  .meta({ id: "Product" });

const productDocument = z
  .object({
    id: z.int(),
    kind: z.enum(["manual", "specification"]),
    language: z.string().nullable(),
    fileName: z.string(),
    bytes: z.int(),
    url: z.string().meta({ description: "Download with the same headers and token." }),
  })
  .meta({ id: "ProductDocument" });

const productDetail = productSummary
  .extend({
    subBarcodes: z.array(z.string()),
    usage: z.string().meta({ description: "Usage instructions in the request's language." }),
    documents: z.array(productDocument),
    parameters: z
      .array(z.object({ type: z.string(), name: z.string(), value: z.string() }))
      .optional()
      .meta({ description: "Only with the `parameters` scope." }),
    links: z.object({ images: z.string(), stock: z.string() }),
  })
  .meta({ id: "ProductDetail" });

const page = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
    })
    .meta({ id });

const stockItem = z
  .object({
    productId: z.int(),
    barcode: z.string(),
    available: z.int().min(0).meta({ description: "What you may order now as far as stock goes." }),
    unlimited: z.boolean().meta({ description: "Stock is not counted for this product (orders up to 999999)." }),
    inTransit: z.int().min(0),
    expectedArrival: z.iso.date().nullable().meta({ description: "When more is expected (within 90 days), else null." }),
    updatedAt: dateTime("Last change of the stock row (microseconds)."),
  })
  .meta({ id: "StockItem" });

const image = z.object({ position: z.int().min(1), url: z.string().meta({ description: "The picture's bytes, with the same headers and token." }) });

const images = z
  .object({
    watermarked: z.boolean().meta({ description: "True unless your account is approved for pictures without the brand's mark." }),
    images: z.array(image),
  })
  .meta({ id: "ProductImages" });

const leaf = z.object({ id: z.int(), name: z.string() }).meta({ id: "CategoryLevel3" });
const middle = z.object({ id: z.int(), name: z.string(), children: z.array(leaf) }).meta({ id: "CategoryLevel2" });
const top = z.object({ id: z.int(), name: z.string(), children: z.array(middle) }).meta({ id: "CategoryLevel1" });

export const answers = {
  products: envelope(page(productSummary, "ProductPage"), "ProductsAnswer"),
  product: envelope(productDetail, "ProductAnswer"),
  images: envelope(images, "ImagesAnswer"),
  stock: envelope(page(stockItem, "StockPage"), "StockAnswer"),
  productStock: envelope(stockItem, "ProductStockAnswer"),
  categories: envelope(z.array(top), "CategoriesAnswer"),
};

export type ProductSummary = z.infer<typeof productSummary>;
export type ProductDetail = z.infer<typeof productDetail>;
export type StockItem = z.infer<typeof stockItem>;
export type ProductImages = z.infer<typeof images>;
export type CategoryLevel1 = z.infer<typeof top>;
export type ProductDocument = z.infer<typeof productDocument>;

export const SCOPE_NAMES = API_SCOPES;

/** The token endpoint's answers (RFC 6749 section 5). */
export const tokenAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.int().meta({ description: "Seconds." }),
    scope: z.string().meta({ description: `The scopes granted, separated by spaces: ${API_SCOPES.join(", ")}.` }),
  })
  .meta({ id: "TokenAnswer" });

export const tokenError = z
  .object({
    error: z.enum(["invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type", "invalid_scope", "temporarily_unavailable"]),
    error_description: z.string().optional(),
  })
  .meta({ id: "TokenError" });

export const tokenRequest = z
  .object({
    grant_type: z.literal("client_credentials"),
    client_id: z.string().optional().meta({ description: "Your client id (`am_…`), unless sent with HTTP Basic." }),
    client_secret: z.string().optional().meta({ description: "Your client secret (`cs_…`), unless sent with HTTP Basic." }),
    scope: z.string().optional().meta({ description: "Optional: scopes separated by spaces; each must have been granted. The token always carries every scope granted." }),
  })
  .meta({ id: "TokenRequest" });
