import type { TFunction } from "i18next";
import { formatMoney, formatScaled } from "~/domain/money";
import type { Language } from "~/i18n/languages";
import type { FormError } from "./submit-form.server";

/** m³ with three decimals, from cubic centimetres (rounded to the litre). */
export function cubicMetres(volumeCm3: number, lng: Language): string {
  return formatScaled(Math.round(volumeCm3 / 1000), 3, lng);
}

/** The text of a refusal in the reader's language. */
export function errorText(error: FormError, t: TFunction, lng: Language, currency: string): string {
  switch (error.key) {
    case "line": {
      const { key, ...values } = error.issue;
      return t("checkout:errors.line", { product: error.product, message: t(`cart:errors.${key}`, values) });
    }
    case "stockRunOut":
    case "promotionRunOut":
      return t(`checkout:errors.${error.key}`, { product: error.product });
    case "minimumAmount":
      return t("checkout:errors.minimumAmount", {
        brand: error.brand,
        minimum: formatMoney(error.minimumMinor, currency, lng),
        amount: formatMoney(error.amountMinor, currency, lng),
      });
    case "chinaVolume":
      return t("checkout:errors.chinaVolume", { volume: cubicMetres(error.volumeCm3, lng) });
    case "noteTooLong":
      return t("checkout:errors.noteTooLong", { max: error.max });
    default:
      return t(`checkout:errors.${error.key}`);
  }
}

/** The field a refusal is about, for the error summary's link. */
export function errorField(error: FormError, firstAddressId: number | null): string | undefined {
  switch (error.key) {
    case "noAddress":
    case "addressNotFound":
      return firstAddressId === null ? undefined : `address-${firstAddressId}`;
    case "noteTooLong":
      return "note";
    case "line":
    case "stockRunOut":
    case "promotionRunOut":
      return `line-${error.productId}`;
    default:
      return undefined;
  }
}
