import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { categoryTree } from "~/services/catalogue/categories.server";
import { REFERENCE_TTL_MS, forgetReferenceData, referenceData } from "./reference-cache.server";

describe("referenceData", () => {
  it("loads once for everyone asking, again after the time to live or forgetReferenceData", async () => {
    forgetReferenceData();
    let loads = 0;
    const load = async () => ++loads;
    const now = Date.now();
    expect(await Promise.all([referenceData("test:a", load, now), referenceData("test:a", load, now)])).toEqual([1, 1]);
    expect(await referenceData("test:a", load, now + REFERENCE_TTL_MS - 1)).toBe(1);
    expect(await referenceData("test:a", load, now + REFERENCE_TTL_MS)).toBe(2);
    forgetReferenceData();
    expect(await referenceData("test:a", load, now + REFERENCE_TTL_MS)).toBe(3);
  });

  it("does not keep a failed load", async () => {
    forgetReferenceData();
    await expect(referenceData("test:b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await referenceData("test:b", async () => "up")).toBe("up");
  });
});

describe("the category tree as reference data", () => {
  it("answers from memory until forgetReferenceData, which the writer calls", async () => {
    const before = await categoryTree("aigostar", "en");
    const [row] = await db().insert(categories).values({ brandKey: "aigostar", level: 1, slug: "cache-test", names: { en: "Cache test" } }).returning({ id: categories.id });
    try {
      expect((await categoryTree("aigostar", "en")).map((node) => node.id)).toEqual(before.map((node) => node.id));
      forgetReferenceData();
      expect((await categoryTree("aigostar", "en")).map((node) => node.name)).toContain("Cache test");
    } finally {
      await db().delete(categories).where(eq(categories.id, row!.id));
      forgetReferenceData();
    }
  });

  it("gives each caller a tree of its own, in its language", async () => {
    const english = await categoryTree("aigostar", "en");
    english[0]!.name = "changed by a caller";
    english[0]!.children.length = 0;
    const again = await categoryTree("aigostar", "en");
    expect(again[0]!.name).not.toBe("changed by a caller");
    expect(again[0]!.children.length).toBeGreaterThan(0);
    const german = await categoryTree("aigostar", "de");
    expect(german.map((node) => node.id)).toEqual(again.map((node) => node.id));
    expect(german.map((node) => node.name)).not.toEqual(again.map((node) => node.name));
  });
});
