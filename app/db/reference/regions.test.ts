import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries";
import { REGIONS, regionCodePart, regionRows } from "./regions";

describe("regionCodePart", () => {
  it.each([
    ["Seville", "SEVILLE"],
    ["Halle (Saale)", "HALLE-SAALE"],
    ["L'Hospitalet de Llobregat", "L-HOSPITALET-DE-LLOBREGAT"],
    ["'s-Hertogenbosch", "S-HERTOGENBOSCH"],
    ["Łódź", "LODZ"],
    ["Białystok", "BIALYSTOK"],
    ["Ürümqi", "URUMQI"],
    ["Xi'an", "XI-AN"],
  ])("%s → %s", (name, code) => {
    expect(regionCodePart(name)).toBe(code);
  });
});

describe("the region dictionary", () => {
  const rows = regionRows();

  it("covers every demo country with its first-level divisions", () => {
    const counts = Object.fromEntries(Object.entries(REGIONS).map(([country, regions]) => [country, regions.divisions.length]));
    expect(counts).toEqual({ ES: 19, IT: 20, PL: 16, DE: 16, FR: 18, NL: 12, PT: 20, GB: 4, MX: 32, CN: 31, US: 51 });
    for (const country of Object.keys(REGIONS)) expect(COUNTRIES.some((entry) => entry.code === country), country).toBe(true);
  });

  it("has unique codes within each country, each prefixed by its country", () => {
    const keys = rows.map((row) => `${row.countryCode}:${row.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) expect(row.code.startsWith(`${row.countryCode}-`), row.code).toBe(true);
  });

  it("puts every city under a division of the same country, and lists cities for the countries of the demo accounts", () => {
    const divisions = new Set(rows.filter((row) => row.level === 1).map((row) => `${row.countryCode}:${row.code}`));
    for (const city of rows.filter((row) => row.level === 2)) {
      expect(divisions.has(`${city.countryCode}:${city.parentCode}`), city.code).toBe(true);
    }
    for (const country of ["ES", "IT", "PL", "DE", "FR", "NL", "PT", "GB", "MX", "CN"]) {
      expect(rows.filter((row) => row.countryCode === country && row.level === 2).length, country).toBeGreaterThan(10);
    }
    expect(rows.filter((row) => row.countryCode === "US" && row.level === 2)).toEqual([]);
  });

  it("names places in English and, where it differs, in the country's language", () => {
    const byCode = (code: string) => rows.find((row) => row.code === code)!;
    expect(byCode("ES-AN").names).toEqual({ en: "Andalusia", es: "Andalucía" });
    expect(byCode("ES-AN-SEVILLE").names).toEqual({ en: "Seville", es: "Sevilla" });
    expect(byCode("DE-BY-MUNICH").names).toEqual({ en: "Munich", de: "München" });
    expect(byCode("CN-GD-SHENZHEN").names).toEqual({ en: "Shenzhen", "zh-cn": "深圳" });
    expect(byCode("GB-ENG-LONDON").names).toEqual({ en: "London" });
    expect(byCode("IT-52").names).toEqual({ en: "Tuscany", it: "Toscana" });
    expect(byCode("ES-CB").names).toEqual({ en: "Cantabria" });
  });
});
