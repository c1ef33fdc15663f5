import { z } from "zod";
import { MAX_PALLET_CARTONS, PALLET_NAME_MAX } from "~/domain/combined-orders";
import { type Message, messageRef } from "~/domain/form-message";
import { formatCubicMetres, formatKilograms, palletNameIssue } from "~/domain/pallets";
import type { Language } from "~/i18n/languages";
import type { PalletIssue } from "~/services/cart/cart-pallets.server";

// The pallet pages' forms (issue 18, decision 0108), shared by /order/batchOrder and /order/batchOrderDetail.

/** A pallet's id in the address or a form: whole numbers only; anything else is no pallet (404). */
export function palletIdOf(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export const notFound = () => new Response("Not Found", { status: 404 });

const CARTONS_RANGE = messageRef({ key: "pallets:errors.cartons", values: { max: MAX_PALLET_CARTONS } });

/** Control characters (a NUL the database cannot hold among them) are no part of a name: dropped before the rules. */
// eslint-disable-next-line no-control-regex -- the characters matched are the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/gu;

const palletName = z
    .string({ error: "pallets:errors.nameEmpty" })
    .transform((name) => name.replace(CONTROL_CHARACTERS, ""))
    .superRefine((name, context) => {
      const issue = palletNameIssue(name);
      if (issue === "empty") context.addIssue({ code: "custom", message: "pallets:errors.nameEmpty" });
      if (issue === "tooLong") context.addIssue({ code: "custom", message: messageRef({ key: "pallets:errors.nameTooLong", values: { max: PALLET_NAME_MAX } }) });
    })
    .transform((name) => name.trim());

export const createSchema = z.object({
  // A pallet type's code (EUR, 20GP, 40HQ …): anything else is no type, before it reaches the database.
  type: z.string({ error: "pallets:errors.type" }).trim().regex(/^[A-Za-z0-9_-]{1,20}$/, "pallets:errors.type"),
  name: palletName,
});

export const renameSchema = z.object({ name: palletName });

export const palletSchema = z.object({ id: z.string({ error: "pallets:errors.notFound" }).regex(/^\d{1,9}$/, "pallets:errors.notFound").transform(Number) });

const goodsId = z
  .string({ error: "pallets:errors.product" })
  .trim()
  .regex(/^\d{1,9}$/, "pallets:errors.product")
  .transform(Number)
  .refine((id) => id > 0, "pallets:errors.product");

const cartons = z
  .string({ error: "pallets:errors.cartonsRequired" })
  .trim()
  .min(1, "pallets:errors.cartonsRequired")
  .regex(/^\d+$/, "pallets:errors.cartonsWhole")
  .max(6, CARTONS_RANGE)
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_PALLET_CARTONS, CARTONS_RANGE);

export const cartonsSchema = z.object({ goodsId, cartons });
export const lineSchema = z.object({ goodsId });

/** The message of a refused pallet write, its figures in the reader's language. */
export function palletIssueMessage(issue: PalletIssue, lng: Language): Message {
  switch (issue.key) {
    case "overfill":
      return {
        key: issue.maxCartons > 0 ? "pallets:errors.overfill" : "pallets:errors.overfillNone",
        values: { volume: formatCubicMetres(issue.volumeLeftCm3, lng), weight: formatKilograms(issue.weightLeftG, lng), cartons: issue.maxCartons },
      };
    case "insufficientStock":
      return { key: issue.maxCartons > 0 ? "pallets:errors.insufficientStock" : "pallets:errors.noStock", values: { cartons: issue.maxCartons } };
    case "nameTooLong":
    case "cartons":
    case "tooManyCartons":
      return { key: `pallets:errors.${issue.key}`, values: { max: issue.max } };
    default:
      return { key: `pallets:errors.${issue.key}` };
  }
}
