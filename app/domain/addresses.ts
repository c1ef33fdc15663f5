import type { LocalizedText } from "~/db/schema";

/** Longest accepted value of each address field (SPEC.md section 3 gives the fields, not lengths). */
export const ADDRESS_LIMITS = {
  companyName: 100,
  fullName: 100,
  address: 200,
  telephone: 30,
  postalCode: 20,
  province: 100,
  city: 100,
} as const;

/** Addresses per page of the address book. */
export const ADDRESS_PAGE_SIZE = 10;

/** Each account keeps at most this many addresses (a bound on what one account can store). */
export const MAX_ADDRESSES = 200;

/** A dictionary name in the reader's language, else English. */
export function regionName(names: LocalizedText, lng: string): string {
  return names[lng] ?? names.en;
}

export type RegionOption = { id: number; name: string };

/** What the dictionary offers for the chosen country and province. */
export type RegionChoices = {
  /** Divisions of the country; empty when the dictionary has none (then the province is typed). */
  provinces: readonly RegionOption[];
  /** Cities of the chosen division; empty when it has none listed (then the city is typed). */
  cities: readonly RegionOption[];
};

export type RegionInput = {
  provinceId: number | null;
  cityId: number | null;
  /** Free text, used only where the dictionary has no entry. */
  province: string | null;
  city: string | null;
};

export type RegionFieldErrors = Partial<Record<"provinceId" | "cityId" | "province" | "city", string>>;

export type ResolvedRegion = { provinceId: number | null; cityId: number | null; province: string | null; city: string | null };

/**
 * Checks the province and city against the dictionary: a listed division must be chosen from the
 * list (and belong to the country), a listed city must belong to the chosen division; free text
 * is taken only where the dictionary has nothing. Messages are locale keys of `addresses`.
 */
export function resolveRegion(input: RegionInput, choices: RegionChoices): { ok: true; value: ResolvedRegion } | { ok: false; errors: RegionFieldErrors } {
  const errors: RegionFieldErrors = {};
  let provinceId: number | null = null;
  let cityId: number | null = null;
  let province: string | null = null;
  let city: string | null = null;

  if (choices.provinces.length > 0) {
    if (input.provinceId === null) errors.provinceId = "addresses:validation.province.choose";
    else if (!choices.provinces.some((option) => option.id === input.provinceId)) errors.provinceId = "addresses:validation.province.notInCountry";
    else provinceId = input.provinceId;
  } else if (!input.province) {
    errors.province = "addresses:validation.province.required";
  } else {
    province = input.province;
  }

  if (errors.provinceId || errors.province) {
    // Without a valid division the city cannot be checked; a typed city is still required.
    if (choices.cities.length === 0 && !input.city && input.cityId === null) errors.city = "addresses:validation.city.required";
  } else if (choices.cities.length > 0) {
    if (input.cityId === null) errors.cityId = "addresses:validation.city.choose";
    else if (!choices.cities.some((option) => option.id === input.cityId)) errors.cityId = "addresses:validation.city.notInProvince";
    else cityId = input.cityId;
  } else if (!input.city) {
    errors.city = "addresses:validation.city.required";
  } else {
    city = input.city;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { provinceId, cityId, province, city } };
}

/** One line for the list: address, postal code and city, province, country. */
export function formatAddressLine(parts: { address: string; postalCode: string; city: string; province: string; country: string }): string {
  const place = [parts.postalCode, parts.city].filter(Boolean).join(" ");
  return [parts.address, place, parts.province, parts.country].filter(Boolean).join(", ");
}
