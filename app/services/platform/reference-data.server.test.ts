import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { regionRows } from "~/db/reference/regions";
import { queryRows } from "../../../scripts/demo/insert";
import { syncReferenceData, syncRegions } from "./reference-data.server";

type Row = { id: number; country_code: string; code: string; level: number; parent_id: number | null; names: Record<string, string> };
const snapshot = () => queryRows<Row>(db(), sql`select id, country_code, code, level, parent_id, names from admin_regions order by id`);

describe("syncReferenceData: the region dictionary", () => {
  it("is loaded, with every city under its division", async () => {
    const rows = await snapshot();
    expect(rows).toHaveLength(regionRows().length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const city of rows.filter((row) => row.level === 2)) {
      const parent = byId.get(city.parent_id!);
      expect(parent?.level, city.code).toBe(1);
      expect(parent?.country_code).toBe(city.country_code);
      expect(city.code.startsWith(`${parent!.code}-`)).toBe(true);
    }
  });

  it("is idempotent: running again changes no row and no id", async () => {
    const before = await snapshot();
    await syncReferenceData(db());
    await syncReferenceData(db());
    expect(await snapshot()).toEqual(before);
  });

  it("updates names in place by (country, code) and adds new entries", async () => {
    const before = await snapshot();
    const seville = before.find((row) => row.code === "ES-AN-SEVILLE")!;
    const rows = regionRows().map((row) => (row.code === "ES-AN-SEVILLE" ? { ...row, names: { en: "Seville", es: "Sevilla", fr: "Séville" } } : row));
    await syncRegions(db(), [...rows, { countryCode: "ES", code: "ES-AN-JAEN", level: 2, parentCode: "ES-AN", names: { en: "Jaén" } }]);
    const after = await snapshot();
    expect(after.find((row) => row.code === "ES-AN-SEVILLE")).toEqual({ ...seville, names: { en: "Seville", es: "Sevilla", fr: "Séville" } });
    expect(after.find((row) => row.code === "ES-AN-JAEN")?.parent_id).toBe(before.find((row) => row.code === "ES-AN")!.id);
    expect(after).toHaveLength(before.length + 1);
    await syncReferenceData(db());
    expect((await snapshot()).find((row) => row.code === "ES-AN-SEVILLE")).toEqual(seville);
  });
});
