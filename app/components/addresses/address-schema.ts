import { z } from "zod";
import { ADDRESS_LIMITS } from "~/chunks/addresses";
import type { AddressInput } from "~/services/account/addresses.server";

const text = (field: keyof typeof ADDRESS_LIMITS, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(ADDRESS_LIMITS[field], `addresses:validation.${field}.tooLong`);

const optionalText = (field: "province" | "city") =>
  z.string().trim().max(ADDRESS_LIMITS[field], `addresses:validation.${field}.tooLong`).optional();

const optionalId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .optional();

/** The address form (SPEC.md section 3). Messages are locale keys; the page translates them. */
export const addressSchema = z.object({
  companyName: text("companyName", "addresses:validation.companyName.required"),
  fullName: text("fullName", "addresses:validation.fullName.required"),
  address: text("address", "addresses:validation.address.required"),
  telephone: text("telephone", "addresses:validation.telephone.required").regex(/^\+?[0-9 ()./-]{4,}$/, "addresses:validation.telephone.invalid"),
  countryCode: z.string({ error: "addresses:validation.country.choose" }).regex(/^[A-Z]{2}$/, "addresses:validation.country.choose"),
  provinceId: optionalId("addresses:validation.province.choose"),
  province: optionalText("province"),
  cityId: optionalId("addresses:validation.city.choose"),
  city: optionalText("city"),
  postalCode: text("postalCode", "addresses:validation.postalCode.required").regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "addresses:validation.postalCode.invalid"),
  isDefault: z.preprocess((value) => value === "on" || value === "true", z.boolean()).optional(),
  intent: z.string().optional(),
});

export type AddressFormValue = z.output<typeof addressSchema>;

export function toAddressInput(value: AddressFormValue): AddressInput {
  return {
    companyName: value.companyName,
    fullName: value.fullName,
    address: value.address,
    telephone: value.telephone,
    countryCode: value.countryCode,
    provinceId: value.provinceId ?? null,
    cityId: value.cityId ?? null,
    province: value.province || null,
    city: value.city || null,
    postalCode: value.postalCode,
    isDefault: value.isDefault ?? false,
  };
}
