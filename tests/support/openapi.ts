/**
 * Checks API answers against the served OpenAPI document (decision 0107): the answer of a path,
 * method and status must validate against the schema the document gives it (JSON Schema 2020-12,
 * ajv), so a route that drifts from its schemas fails its test.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import { expect } from "vitest";
import { openApiDocument } from "~/services/api/openapi.server";

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
// The document as served: built, then read back as JSON, as a client would.
ajv.addSchema(JSON.parse(JSON.stringify(openApiDocument())) as object, "openapi.json");

const escape = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");
const compiled = new Map<string, ValidateFunction>();

/** The answer body validates against the document's schema for it (the path as the document writes it). */
export function expectDocumented(path: string, status: number, body: unknown, method = "get", mediaType = "application/json"): void {
  const pointer = `openapi.json#/paths/${escape(path)}/${method}/responses/${status}/content/${escape(mediaType)}/schema`;
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: pointer });
    compiled.set(pointer, validate);
  }
  const ok = validate(body);
  expect(ok, `${method.toUpperCase()} ${path} ${status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`).toBe(true);
}

/** The document lists a response of this status for the path. */
export function documentedStatuses(path: string, method = "get"): string[] {
  const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  return Object.keys(document.paths[path]?.[method]?.responses ?? {});
}
