import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartPalletItems, cartPallets, palletTypes } from "~/db/schema";
import { applyRate, combinedDiscountBp } from "~/domain/pricing";
import type { Actor } from "~/services/identity/actor.server";
import { actorFor } from "~tests/support/requests";
import { getPallet, listPalletTypes, listPallets } from "./pallets.server";

// Decision 0108. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

type ChinaProduct = { id: number; pkgNum: number; volume: number; weight: number; price: number; rateBp: number | null };

let buyer: Actor; // buyer.es: EUR, 3 % rate
let other: Actor;
let plain: ChinaProduct; // a China-direct product without a promotion
let promoted: ChinaProduct; // a product on a rate-off promotion (pallet lines take promotions)

async function product(where: ReturnType<typeof sql>): Promise<ChinaProduct> {
  const [row] = await queryRows<{ id: number; pkg_num: number; carton_volume_cm3: number; carton_weight_g: number; price: string; rate: number | null }>(
    db(),
    sql`select p.id, p.pkg_num, p.carton_volume_cm3, p.carton_weight_g, pp.price_minor as price,
          (select i.activity_rate_bp from promotion_items i join promotions m on m.id = i.promotion_id
            where i.product_id = p.id and i.currency = 'EUR' and m.starts_at <= now() and m.ends_at > now() and m.brand_key = p.brand_key
              and (i.remaining_qty is null or i.remaining_qty > 0) order by m.kind = 'flash_sale' desc, m.ends_at, i.id limit 1) as rate
        from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
        where p.brand_key = 'aigostar' and pp.price_minor > 0 and p.carton_volume_cm3 > 0 and ${where} order by p.id limit 1`,
  );
  return { id: Number(row!.id), pkgNum: row!.pkg_num, volume: row!.carton_volume_cm3, weight: row!.carton_weight_g, price: Number(row!.price), rateBp: row!.rate };
}

beforeAll(async () => {
  await db().execute(sql`delete from cart_pallets`);
  await db()
    .insert(palletTypes)
    .values([
      { code: "T-40HQ", kind: "container", names: { en: "Test 40-foot high cube", es: "Contenedor de prueba" }, maxVolumeCm3: 76_000_000, maxWeightG: 26_500_000, position: 92 },
      { code: "T-EUR", kind: "pallet", names: { en: "Test EUR pallet" }, maxVolumeCm3: 1_728_000, maxWeightG: 1_000_000, position: 90 },
    ])
    .onConflictDoNothing();
  buyer = await actorFor("buyer.es@demo.test");
  other = await actorFor("buyer.fr@demo.test");
  plain = await product(sql`p.ships_from_china and not exists (select 1 from promotion_items i where i.product_id = p.id)`);
  promoted = await product(sql`exists (select 1 from promotion_items i join promotions m on m.id = i.promotion_id where i.product_id = p.id and i.currency = 'EUR'
    and i.activity_rate_bp > 0 and i.activity_price_minor is null and m.starts_at <= now() and m.ends_at > now() and (i.remaining_qty is null or i.remaining_qty > 0))`);
  expect(promoted.rateBp).toBeGreaterThan(0);
});

async function pallet(actor: Actor, brandKey: string, typeCode: string, name: string, items: { productId: number; cartons: number }[] = []): Promise<number> {
  const [row] = await db().insert(cartPallets).values({ accountId: actor.accountId, brandKey, typeCode, name }).returning({ id: cartPallets.id });
  if (items.length > 0) await db().insert(cartPalletItems).values(items.map((item) => ({ palletId: row!.id, ...item })));
  return row!.id;
}

describe("listPalletTypes", () => {
  it("lists the types in their order with the name in the language (English where there is none)", async () => {
    const types = (await listPalletTypes("es")).filter((type) => type.code.startsWith("T-"));
    expect(types).toEqual([
      { code: "T-EUR", kind: "pallet", name: "Test EUR pallet", maxVolumeCm3: 1_728_000, maxWeightG: 1_000_000 },
      { code: "T-40HQ", kind: "container", name: "Contenedor de prueba", maxVolumeCm3: 76_000_000, maxWeightG: 26_500_000 },
    ]);
  });
});

describe("listPallets and getPallet", () => {
  it("gives the account's pallets of the brand with their fill by volume and weight and their value at his prices", async () => {
    const half = await pallet(buyer, "aigostar", "T-EUR", "Pallet 1", [
      { productId: plain.id, cartons: 2 },
      { productId: promoted.id, cartons: 1 },
    ]);
    const empty = await pallet(buyer, "aigostar", "T-40HQ", "Pallet 2");
    await pallet(buyer, "nobleza", "T-EUR", "Another brand's");
    const foreign = await pallet(other, "aigostar", "T-EUR", "Someone else's", [{ productId: plain.id, cartons: 1 }]);

    const pallets = await listPallets(buyer, { brandKey: "aigostar", lng: "en" });
    expect(pallets.map((entry) => [entry.id, entry.name, entry.type.code])).toEqual([
      [half, "Pallet 1", "T-EUR"],
      [empty, "Pallet 2", "T-40HQ"],
    ]);
    const [first, second] = pallets as [(typeof pallets)[number], (typeof pallets)[number]];
    const volume = 2 * plain.volume + promoted.volume;
    const weight = 2 * plain.weight + promoted.weight;
    expect(first.fill).toEqual({
      cartons: 3,
      volumeCm3: volume,
      weightG: weight,
      volumeLeftCm3: Math.max(0, 1_728_000 - volume),
      weightLeftG: Math.max(0, 1_000_000 - weight),
      volumePermille: Math.floor((volume * 1000) / 1_728_000),
      weightPermille: Math.floor((weight * 1000) / 1_000_000),
      overfull: volume > 1_728_000 || weight > 1_000_000,
    });
    // Pallet lines are priced like single lines: the promotion combined with the buyer's 3 %.
    const plainUnit = applyRate(plain.price, 300);
    const promotedUnit = applyRate(promoted.price, combinedDiscountBp(300, promoted.rateBp!));
    // Lines added at once come in product order.
    expect(first.lines.map((line) => [line.productId, line.cartons, line.quantity, line.unitMinor, line.lineTotalMinor])).toEqual(
      [
        [plain.id, 2, 2 * plain.pkgNum, plainUnit, plainUnit * 2 * plain.pkgNum],
        [promoted.id, 1, promoted.pkgNum, promotedUnit, promotedUnit * promoted.pkgNum],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(first.valueMinor).toBe(plainUnit * 2 * plain.pkgNum + promotedUnit * promoted.pkgNum);
    expect(first.unpricedLines).toBe(0);
    expect(second).toMatchObject({ lines: [], valueMinor: 0, fill: { cartons: 0, volumeCm3: 0, volumeLeftCm3: 76_000_000, weightLeftG: 26_500_000, volumePermille: 0 } });

    expect((await getPallet(buyer, { id: half, lng: "en" }))?.fill.volumeCm3).toBe(volume);
    // Another account's pallet is none of his.
    expect(await getPallet(buyer, { id: foreign, lng: "en" })).toBeNull();
    expect(await getPallet(buyer, { id: 999_999, lng: "en" })).toBeNull();
    expect((await listPallets(other, { brandKey: "aigostar", lng: "en" })).map((entry) => entry.id)).toEqual([foreign]);
  });

  it("counts a line without a price in the account's currency apart, and shows an overfull pallet as it is", async () => {
    const [zero] = await queryRows<{ id: number }>(db(), sql`select p.id from products p where p.brand_key = 'aigostar'
      and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor <> 0) order by p.id limit 1`);
    const cartons = Math.floor(1_728_000 / plain.volume) + 1;
    const id = await pallet(buyer, "aigostar", "T-EUR", "Too much", [
      { productId: plain.id, cartons },
      { productId: Number(zero!.id), cartons: 1 },
    ]);
    const found = (await getPallet(buyer, { id, lng: "en" }))!;
    expect(found.unpricedLines).toBe(1);
    expect(found.lines.find((line) => line.productId === Number(zero!.id))).toMatchObject({ unitMinor: null, lineTotalMinor: null });
    expect(found.valueMinor).toBe(found.lines.find((line) => line.productId === plain.id)!.lineTotalMinor);
    expect(found.fill).toMatchObject({ overfull: true, volumeLeftCm3: 0 });
    expect(found.fill.volumePermille).toBeGreaterThan(1000);
  });
});
