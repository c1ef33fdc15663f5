import { type AppLoadContext, data } from "@remix-run/node";
import { z } from "zod";
import { safeRedirect } from "~/domain/safe-redirect";
import { messageRef } from "~/domain/form-message";
import { pageTitle } from "~/services/platform/page.server";

/**
 * What the back office's two queues (image requests, API applications; decision 0112) share on
 * the server: the id of an address, the list a bulk form came from, the staff reason's field.
 */

export const MAX_ID = 2_147_483_647;

/** The page's 404: its title, the rest from the route's error boundary. */
export const notFound = async (request: Request, context: AppLoadContext, titleKey: string) => data({ title: await pageTitle(request, context, titleKey) }, { status: 404 });

/** The id of the address: a whole number in range, else null (the page answers 404). */
export function idOf(raw: string | undefined): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The id of an item page's address, or the page's 404 (thrown) when it is no id in range. */
export async function idOrNotFound(request: Request, context: AppLoadContext, raw: string | undefined, titleKey: string): Promise<number> {
  const id = idOf(raw);
  if (id === null) throw await notFound(request, context, titleKey);
  return id;
}

/** What the redirect after a decision says (`?notice=`), read from the page's fixed list only. */
export const noticeIn = <Key extends string>(url: URL, keys: readonly Key[]): Key | null => keys.find((key) => key === url.searchParams.get("notice")) ?? null;

/** The list a bulk form was on (its tab, search and page), without a previous notice; the list itself for anything else. */
export function listAddress(list: string, back: string | undefined, noticeParams: readonly string[]): string {
  const url = new URL(safeRedirect(back, list), "http://office.invalid");
  if (url.pathname !== list) return list;
  for (const name of ["notice", ...noticeParams]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${list}${search ? `?${search}` : ""}`;
}

export const withParams = (address: string, params: URLSearchParams) => `${address}${address.includes("?") ? "&" : "?"}${params}`;

/** A whole number of the address (a count of a bulk answer), else 0. */
export const wholeParam = (url: URL, name: string) => (/^\d{1,9}$/.test(url.searchParams.get(name) ?? "") ? Number(url.searchParams.get(name)) : 0);

/** A list of ids of the address (those a bulk action left as they were), at most a hundred, crafted text dropped. */
export const idsParam = (url: URL, name: string) =>
  (url.searchParams.get(name) ?? "")
    .split(",")
    .map((each) => idOf(each))
    .filter((id): id is number => id !== null)
    .slice(0, 100);

/** The ticked ids of a bulk form, in its field `field` (at most a page's worth, a hundred); keys under `office:<prefix>.errors`. */
export function bulkSchema<Field extends string = "id">(prefix: string, field: Field = "id" as Field) {
  const id = z.coerce
    .number({ error: `office:${prefix}.errors.invalid` })
    .int(`office:${prefix}.errors.invalid`)
    .min(1, `office:${prefix}.errors.invalid`)
    .max(MAX_ID, `office:${prefix}.errors.invalid`);
  const ids = z.array(id, { error: `office:${prefix}.errors.noneSelected` }).min(1, `office:${prefix}.errors.noneSelected`).max(100, `office:${prefix}.errors.tooMany`);
  return z.object({ [field]: ids, back: z.string().max(2048).optional().catch(undefined) } as Record<Field, typeof ids> & { back: z.ZodCatch<z.ZodOptional<z.ZodString>> });
}

/** The staff reason the buyer reads: required, 1–500 characters after trimming, no control characters; keys under `office:queue.errors`. */
export const REASON_MAX = 500;
export const reasonSchema = z.object({
  reason: z
    .string({ error: "office:queue.errors.reasonRequired" })
    .trim()
    .min(1, "office:queue.errors.reasonRequired")
    .max(REASON_MAX, { error: messageRef({ key: "office:queue.errors.reasonTooLong", values: { max: REASON_MAX } }), abort: true })
    // Control characters but tab and line breaks (a NUL would answer 500 from the database) are not a reason's text.
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "office:queue.errors.reasonInvalid"),
});
