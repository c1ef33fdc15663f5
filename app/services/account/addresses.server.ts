import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, db } from "~/db/client.server";
import { accounts, addresses, adminRegions, countries } from "~/db/schema";
import { ADDRESS_PAGE_SIZE, MAX_ADDRESSES, type RegionChoices, type RegionFieldErrors, regionName, resolveRegion } from "~/domain/addresses";
import { clampPage } from "~/domain/catalogue-query";
import { byLocalName, countryName } from "~/domain/countries";
import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";
import type { Writer } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";

export type CountryOption = { code: string; name: string };

/** The country dictionary, sorted by the reader's name for each country. */
export async function countryOptions(lng: Language): Promise<CountryOption[]> {
  const rows = await db().select({ code: countries.code, englishName: countries.englishName, chineseName: countries.chineseName }).from(countries);
  const options = rows.map((row) => ({ code: row.code.trim(), name: countryName(row, lng) }));
  return byLocalName(options, (option) => option.name, lng);
}

/** The divisions of a country, and the cities of the chosen division when it belongs to that country. */
export async function regionChoices({ countryCode, provinceId, lng }: { countryCode: string | null; provinceId: number | null; lng: Language }): Promise<RegionChoices> {
  if (!countryCode) return { provinces: [], cities: [] };
  const rows = await db()
    .select({ id: adminRegions.id, level: adminRegions.level, names: adminRegions.names })
    .from(adminRegions)
    .where(
      and(
        eq(adminRegions.countryCode, countryCode),
        provinceId === null
          ? eq(adminRegions.level, 1)
          : sql`(${adminRegions.level} = 1 or (${adminRegions.level} = 2 and ${adminRegions.parentId} = ${provinceId}))`,
      ),
    );
  const sorted = (level: number) =>
    rows
      .filter((row) => row.level === level)
      .map((row) => ({ id: row.id, name: regionName(row.names, lng) }))
      .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[lng]));
  const provinces = sorted(1);
  return { provinces, cities: provinces.some((p) => p.id === provinceId) ? sorted(2) : [] };
}

const province = alias(adminRegions, "province_region");
const city = alias(adminRegions, "city_region");

const addressColumns = {
  id: addresses.id,
  companyName: addresses.companyName,
  fullName: addresses.fullName,
  address: addresses.address,
  telephone: addresses.telephone,
  countryCode: addresses.countryCode,
  countryEnglish: countries.englishName,
  countryChinese: countries.chineseName,
  provinceId: addresses.provinceId,
  provinceNames: province.names,
  provinceText: addresses.province,
  cityId: addresses.cityId,
  cityNames: city.names,
  cityText: addresses.city,
  postalCode: addresses.postalCode,
  isDefault: addresses.isDefault,
};

type AddressRow = {
  id: number;
  companyName: string;
  fullName: string;
  address: string;
  telephone: string;
  countryCode: string;
  countryEnglish: string;
  countryChinese: string;
  provinceId: number | null;
  provinceNames: { en: string } | null;
  provinceText: string | null;
  cityId: number | null;
  cityNames: { en: string } | null;
  cityText: string | null;
  postalCode: string;
  isDefault: boolean;
};

export type AddressView = {
  id: number;
  companyName: string;
  fullName: string;
  address: string;
  telephone: string;
  countryCode: string;
  country: string;
  provinceId: number | null;
  province: string;
  cityId: number | null;
  city: string;
  postalCode: string;
  isDefault: boolean;
};

function toView(row: AddressRow, lng: Language): AddressView {
  const code = row.countryCode.trim();
  return {
    id: row.id,
    companyName: row.companyName,
    fullName: row.fullName,
    address: row.address,
    telephone: row.telephone,
    countryCode: code,
    country: countryName({ code, englishName: row.countryEnglish, chineseName: row.countryChinese }, lng),
    provinceId: row.provinceId,
    province: row.provinceNames ? regionName(row.provinceNames, lng) : (row.provinceText ?? ""),
    cityId: row.cityId,
    city: row.cityNames ? regionName(row.cityNames, lng) : (row.cityText ?? ""),
    postalCode: row.postalCode,
    isDefault: row.isDefault,
  };
}

function selectAddresses() {
  return db()
    .select(addressColumns)
    .from(addresses)
    .innerJoin(countries, eq(countries.code, addresses.countryCode))
    .leftJoin(province, eq(province.id, addresses.provinceId))
    .leftJoin(city, eq(city.id, addresses.cityId));
}

/** One page of the account's address book: the default first, then the newest. */
export async function listAddresses({ accountId, page, lng, pageSize = ADDRESS_PAGE_SIZE }: { accountId: number; page: number; lng: Language; pageSize?: number }) {
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(addresses).where(eq(addresses.accountId, accountId));
  const current = clampPage(page, total, pageSize);
  const rows = await selectAddresses()
    .where(eq(addresses.accountId, accountId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map((row) => toView(row, lng)), total, page: current, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** One address of the account; null when it does not exist or belongs to another account. */
export async function getAddress({ accountId, id, lng }: { accountId: number; id: number; lng: Language }): Promise<AddressView | null> {
  const [row] = await selectAddresses().where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)));
  return row ? toView(row, lng) : null;
}

export type AddressInput = {
  companyName: string;
  fullName: string;
  address: string;
  telephone: string;
  countryCode: string;
  provinceId: number | null;
  cityId: number | null;
  province: string | null;
  city: string | null;
  postalCode: string;
  isDefault: boolean;
};

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: "notFound" }
  /** Locale keys by field name ("" for the form as a whole). */
  | { ok: false; reason: "invalid"; errors: RegionFieldErrors & { countryCode?: string; ""?: string } };

/** Serialises the address writes of one account (the default flag, the address count). */
async function lockAccount(tx: Executor, accountId: number) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

/**
 * Creates (no id) or changes an address of the acting account, after checking the country and
 * the region choice against the dictionary. The first address becomes the default; choosing
 * "default" takes the flag from the previous one. A salesman's change is recorded.
 */
export async function saveAddress(actor: Writer, input: AddressInput, id: number | null = null): Promise<SaveResult> {
  const [country] = await db().select({ code: countries.code }).from(countries).where(eq(countries.code, input.countryCode));
  if (!country) return { ok: false, reason: "invalid", errors: { countryCode: "addresses:validation.country.unknown" } };
  const choices = await regionChoices({ countryCode: input.countryCode, provinceId: input.provinceId, lng: "en" });
  const region = resolveRegion(input, choices);
  if (!region.ok) return { ok: false, reason: "invalid", errors: region.errors };

  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.accountId, actor.accountId));
    if (id === null && total >= MAX_ADDRESSES) return { ok: false as const, reason: "invalid" as const, errors: { "": "addresses:validation.tooMany" } };
    let existing: { isDefault: boolean } | undefined;
    if (id !== null) {
      [existing] = await tx
        .select({ isDefault: addresses.isDefault })
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.accountId, actor.accountId)));
      if (!existing) return { ok: false as const, reason: "notFound" as const };
    }
    // An account with addresses always has a default: the first one, or the one kept default.
    const isDefault = input.isDefault || total === 0 || (existing?.isDefault ?? false);
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.accountId, actor.accountId), eq(addresses.isDefault, true), id === null ? undefined : ne(addresses.id, id)));
    }
    const values = {
      companyName: input.companyName,
      fullName: input.fullName,
      address: input.address,
      telephone: input.telephone,
      countryCode: input.countryCode,
      ...region.value,
      postalCode: input.postalCode,
      isDefault,
      salesmanId: actor.salesmanId,
      updatedAt: new Date(),
    };
    let savedId: number;
    if (id === null) {
      const [row] = await tx
        .insert(addresses)
        .values({ accountId: actor.accountId, ...values })
        .returning({ id: addresses.id });
      savedId = row!.id;
    } else {
      await tx.update(addresses).set(values).where(and(eq(addresses.id, id), eq(addresses.accountId, actor.accountId)));
      savedId = id;
    }
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: id === null ? "address.create" : "address.update", entity: "address", entityId: savedId },
        tx,
      );
    }
    return { ok: true as const, id: savedId };
  });
}

/**
 * Deletes an address of the acting account; false when it is not the account's. When the default
 * goes, the newest remaining address becomes the default.
 */
export async function deleteAddress(actor: Writer, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.accountId, actor.accountId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.accountId, actor.accountId)).orderBy(desc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "address.delete", entity: "address", entityId: id }, tx);
    }
    return true;
  });
}

/** Makes one address of the acting account its default; false when it is not the account's. */
export async function setDefaultAddress(actor: Writer, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.accountId, actor.accountId)));
    if (!target) return false;
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.accountId, actor.accountId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    await tx.update(addresses).set({ isDefault: true, salesmanId: actor.salesmanId, updatedAt: new Date() }).where(eq(addresses.id, id));
    if (actor.salesmanId !== null) {
      await recordAudit({ accountId: actor.accountId, actorId: actor.salesmanId, action: "address.setDefault", entity: "address", entityId: id }, tx);
    }
    return true;
  });
}
