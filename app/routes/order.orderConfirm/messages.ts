import { formatMoney, formatScaled } from "~/chunks/shell";
import type { Message } from "~/chunks/forms";
import type { Language } from "~/i18n/languages";
import type { FormError } from "./submit-form.server";

/** m³ with three decimals, from cubic centimetres (rounded to the litre). */
export function cubicMetres(volumeCm3: number, lng: Language): string {
  return formatScaled(Math.round(volumeCm3 / 1000), 3, lng);
}

/**
 * A refusal or warning as a message (domain/form-message.ts): amounts and volumes written in the
 * reader's language and the account's currency; a line's problem nests the cart's own message
 * (`$t(cart:errors.{{issue}})` in the translation), with the issue's values beside it.
 */
export function submitMessage(error: FormError, lng: Language, currency: string): Message {
  switch (error.key) {
    case "line": {
      const { key, ...values } = error.issue;
      return { key: "checkout:errors.line", values: { product: error.product, productId: error.productId, issue: key, ...(values as Record<string, number>) } };
    }
    case "stockRunOut":
    case "promotionRunOut":
      return { key: `checkout:errors.${error.key}`, values: { product: error.product, productId: error.productId } };
    case "outletLine": {
      const { key, ...values } = error.issue;
      return { key: "checkout:errors.outletLine", values: { product: error.product, grade: error.grade, issue: key, ...(values as Record<string, number>) } };
    }
    case "outletRunOut":
      return { key: "checkout:errors.outletRunOut", values: { product: error.product, grade: error.grade, lot: error.lotId } };
    case "minimumAmount":
      return {
        key: "checkout:errors.minimumAmount",
        values: { brand: error.brand, minimum: formatMoney(error.minimumMinor, currency, lng), amount: formatMoney(error.amountMinor, currency, lng) },
      };
    case "chinaVolume":
      return { key: "checkout:errors.chinaVolume", values: { volume: cubicMetres(error.volumeCm3, lng) } };
    case "noteTooLong":
      return { key: "checkout:errors.noteTooLong", values: { max: error.max } };
    case "combinationOutOfStock":
      return { key: "checkout:errors.combinationOutOfStock", values: { group: error.group, sets: error.mostSets } };
    case "combinationBelowMinimum":
      return {
        key: error.setsNeeded === null ? "checkout:errors.combinationBelowMinimum" : "checkout:errors.combinationBelowMinimumSets",
        values: { group: error.group, minimum: formatMoney(error.minimumMinor, currency, lng), amount: formatMoney(error.amountMinor, currency, lng), sets: error.setsNeeded ?? 0 },
      };
    case "combinationChanged":
    case "combinationEnded":
      return { key: `checkout:errors.${error.key}`, values: { group: error.group } };
    case "palletUnavailable":
      return { key: "checkout:errors.palletUnavailable", values: { group: error.group, product: error.product } };
    default:
      return { key: `checkout:errors.${error.key}` };
  }
}

/** The form field a refusal is about ("" for the whole form): the address, the note or a line. */
export function submitField(error: FormError): string {
  switch (error.key) {
    case "noAddress":
    case "addressNotFound":
      return "addressId";
    case "noteTooLong":
      return "note";
    case "line":
    case "stockRunOut":
    case "promotionRunOut":
      return `line-${error.productId}`;
    case "outletLine":
    case "outletRunOut":
      return `outlet-${error.lotId}`;
    case "combinationOutOfStock":
    case "combinationBelowMinimum":
    case "combinationChanged":
    case "combinationEnded":
    case "palletUnavailable":
      return error.field;
    default:
      return "";
  }
}
