/**
 * What the reference page (/api/v1.0/docs) shows, read from the OpenAPI document itself, so the
 * page and the document cannot tell two stories: each operation with its parameters and answers,
 * each schema with its properties, and the error codes.
 */
import type { Language } from "~/i18n/languages";
import { API_PAGE_MAX, API_RATE_LIMIT, API_TOKEN_RATE_PER_ADDRESS, API_TOKEN_RATE_PER_CLIENT, API_TOKEN_SECONDS } from "~/domain/api-access";
import { errorCodeTable, openApiDocument } from "./openapi.server";

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

/** A type as a short text: `integer`, `string (date-time)`, `array of Product`, `Price | null`. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeText).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => (type === "array" ? `array of ${typeText(schema.items)}` : type === "object" && schema.properties ? "object" : type));
  const text = named.join(" | ") || "any";
  return schema.format ? `${text} (${schema.format})` : text;
}

export type ReferenceRow = { name: string; type: string; required: boolean; description: string };
export type ReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  scope: string | null;
  parameters: Array<ReferenceRow & { location: string }>;
  /** Each answer: its description, the schema it names (a heading below) or the media types of a file. */
  responses: Array<{ status: string; description: string; schema: string | null; media: string }>;
};

function rowsOf(schema: JsonSchema, prefix = ""): ReferenceRow[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const row = { name: `${prefix}${name}`, type: typeText(property), required: schema.required?.includes(name) ?? false, description: property.description ?? "" };
    // An inline object's own properties follow it, named by their path.
    const nested = property.properties ? rowsOf(property, `${prefix}${name}.`) : [];
    return [row, ...nested];
  });
}

export function apiReference(lng: Language) {
  const document = openApiDocument() as unknown as Document;
  const operations: ReferenceOperation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content["application/x-www-form-urlencoded"]?.schema;
      const bodySchema = body?.$ref ? document.components.schemas[body.$ref.split("/").pop()!] : body;
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path: `/api/v1.0${path}`,
        summary: operation.summary,
        description: operation.description,
        scope: operation.security?.find((entry) => entry.oauth2)?.oauth2?.[0] ?? null,
        parameters: [
          ...(operation.parameters ?? [])
            .filter((parameter) => parameter.in !== "header")
            .map((parameter) => ({ name: parameter.name, location: parameter.in, type: typeText(parameter.schema), required: parameter.required ?? false, description: parameter.description ?? "" })),
          ...(bodySchema ? rowsOf(bodySchema).map((row) => ({ ...row, location: "body" })) : []),
        ],
        responses: Object.entries(operation.responses).map(([status, response]) => {
          const contents = Object.entries(response.content ?? {});
          const named = contents.find(([, content]) => content.schema?.$ref)?.[1].schema;
          return { status, description: response.description, schema: named ? typeText(named) : null, media: named ? "" : contents.map(([type]) => type).join(", ") };
        }),
      };
    }),
  );
  const firstResource = Object.values(document.paths["/products"] ?? {})[0];
  const headers = (firstResource?.parameters ?? [])
    .filter((parameter) => parameter.in === "header")
    .map((parameter) => ({ name: parameter.name, type: typeText(parameter.schema), required: parameter.required ?? false, description: parameter.description ?? "" }));
  const schemas = Object.entries(document.components.schemas).map(([name, schema]) => ({ name, description: schema.description ?? "", rows: rowsOf(schema) }));
  return {
    operations,
    headers: [{ name: "Authorization", type: "string", required: true, description: "`Bearer <access_token>`." }, ...headers],
    schemas,
    errors: errorCodeTable(lng),
    limits: {
      calls: API_RATE_LIMIT.limit,
      windowSeconds: API_RATE_LIMIT.windowSeconds,
      pageMax: API_PAGE_MAX,
      tokenSeconds: API_TOKEN_SECONDS,
      tokenPerClient: API_TOKEN_RATE_PER_CLIENT.limit,
      tokenPerAddress: API_TOKEN_RATE_PER_ADDRESS.limit,
    },
  };
}

export type ApiReference = ReturnType<typeof apiReference>;
