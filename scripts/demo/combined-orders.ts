import { type SQL, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts, cartCombinations, cartPalletItems, cartPallets, palletTypes } from "~/db/schema";
import { MAX_PALLET_CARTONS } from "~/domain/combined-orders";
import { BRANDS, type Brand } from "~/services/platform/brands.server";
import { changeCombination, createCombination } from "~/services/combined/combinations.server";
import { createFullReduction } from "~/services/combined/full-reductions.server";
import { CATALOGUES } from "./catalogue";
import { queryRows } from "./insert";
import { DEMO_STATES } from "./states";
import { type T9, localized } from "./text";

/**
 * Combined orders' demo data (decision 0108), in every state: per brand six combinations (in
 * stock with three tiers, one item sold out, a minimum above one set's value, changed after a demo
 * buyer put version 1 in his cart, for a sales scope only, ended); the pallet and container
 * types; buyer.es's pallets of the main brand (an EUR pallet about half full, a 20-foot container
 * nearly full, an empty 40HQ); and a full reduction running per brand in EUR, GBP and PLN (MXN for
 * the Mexican brand), plus an ended one. Written through the services staff use, so versions and
 * snapshots are what a real change makes. Idempotent: what is there already is left as it is.
 */

const DAY = 86_400_000;

const TEXT = {
  starter: ["Starter set", "入门套装", "Set de inicio", "Set di partenza", "Zestaw startowy", "Starterset", "Starterset", "Kit de démarrage", "Conjunto inicial"],
  duo: ["Bestseller duo", "畅销双件套", "Dúo superventas", "Duo più venduto", "Duet bestsellerów", "Bestseller-Duo", "Bestsellerduo", "Duo des meilleures ventes", "Duo mais vendido"],
  bulk: ["Wholesale pack", "批发组合", "Pack mayorista", "Confezione all'ingrosso", "Pakiet hurtowy", "Großhandelspaket", "Groothandelspakket", "Lot grossiste", "Pack grossista"],
  season: ["Season mix", "季节组合", "Mix de temporada", "Mix di stagione", "Zestaw sezonowy", "Saisonmix", "Seizoensmix", "Assortiment de saison", "Mix da estação"],
  distributor: ["Distributor assortment", "经销商组合", "Surtido para distribuidores", "Assortimento per distributori", "Asortyment dla dystrybutorów", "Händlersortiment", "Assortiment voor distributeurs", "Assortiment distributeur", "Sortido para distribuidores"],
  spring: ["Spring offer", "春季优惠", "Oferta de primavera", "Offerta di primavera", "Oferta wiosenna", "Frühlingsangebot", "Voorjaarsaanbieding", "Offre de printemps", "Oferta de primavera"],
  setDescription: [
    "Sold by the set, in fixed proportions; more sets, a bigger discount.",
    "按套销售，比例固定；套数越多，折扣越大。",
    "Se vende por sets, en proporciones fijas; más sets, más descuento.",
    "Venduto a set, in proporzioni fisse; più set, più sconto.",
    "Sprzedawany w zestawach o stałych proporcjach; więcej zestawów, większy rabat.",
    "Im Set verkauft, in festen Mengen; mehr Sets, mehr Rabatt.",
    "Per set verkocht, in vaste verhoudingen; meer sets, meer korting.",
    "Vendu par lot, en proportions fixes ; plus de lots, plus de remise.",
    "Vendido por conjunto, em proporções fixas; mais conjuntos, mais desconto.",
  ],
  spend: ["Spend more, save more", "满额立减", "Compra más, ahorra más", "Spendi di più, risparmia di più", "Kupuj więcej, oszczędzaj więcej", "Mehr kaufen, mehr sparen", "Meer kopen, meer besparen", "Achetez plus, économisez plus", "Compre mais, poupe mais"],
  winter: ["Winter spend and save", "冬季满减", "Ahorro de invierno", "Risparmio d'inverno", "Zimowa oszczędność", "Winter-Sparaktion", "Winteractie", "Économies d'hiver", "Poupança de inverno"],
} as const satisfies Record<string, T9>;

/** The pallet and container types of decision 0108 (inner volume and payload). */
export const DEMO_PALLET_TYPES = [
  {
    code: "EUR",
    kind: "pallet",
    names: ["EUR pallet (1.2 × 0.8 × 1.8 m)", "欧标托盘（1.2 × 0.8 × 1.8 米）", "Palé EUR (1,2 × 0,8 × 1,8 m)", "Pallet EUR (1,2 × 0,8 × 1,8 m)", "Paleta EUR (1,2 × 0,8 × 1,8 m)", "EUR-Palette (1,2 × 0,8 × 1,8 m)", "EUR-pallet (1,2 × 0,8 × 1,8 m)", "Palette EUR (1,2 × 0,8 × 1,8 m)", "Palete EUR (1,2 × 0,8 × 1,8 m)"],
    maxVolumeCm3: 1_728_000,
    maxWeightG: 1_000_000,
  },
  {
    code: "20GP",
    kind: "container",
    names: ["20-foot container (20GP)", "20尺普柜（20GP）", "Contenedor de 20 pies (20GP)", "Container da 20 piedi (20GP)", "Kontener 20-stopowy (20GP)", "20-Fuß-Container (20GP)", "20-voetcontainer (20GP)", "Conteneur 20 pieds (20GP)", "Contentor de 20 pés (20GP)"],
    maxVolumeCm3: 33_000_000,
    maxWeightG: 21_700_000,
  },
  {
    code: "40GP",
    kind: "container",
    names: ["40-foot container (40GP)", "40尺普柜（40GP）", "Contenedor de 40 pies (40GP)", "Container da 40 piedi (40GP)", "Kontener 40-stopowy (40GP)", "40-Fuß-Container (40GP)", "40-voetcontainer (40GP)", "Conteneur 40 pieds (40GP)", "Contentor de 40 pés (40GP)"],
    maxVolumeCm3: 67_000_000,
    maxWeightG: 26_500_000,
  },
  {
    code: "40HQ",
    kind: "container",
    names: [
      "40-foot high cube (40HQ)",
      "40尺高柜（40HQ）",
      "Contenedor de 40 pies high cube (40HQ)",
      "Container da 40 piedi high cube (40HQ)",
      "Kontener 40-stopowy high cube (40HQ)",
      "40-Fuß-High-Cube-Container (40HQ)",
      "40-voet high-cubecontainer (40HQ)",
      "Conteneur 40 pieds high cube (40HQ)",
      "Contentor de 40 pés high cube (40HQ)",
    ],
    maxVolumeCm3: 76_000_000,
    maxWeightG: 26_500_000,
  },
] as const satisfies readonly { code: string; kind: "pallet" | "container"; names: T9; maxVolumeCm3: number; maxWeightG: number }[];

/** Spend-and-save tiers per currency: threshold and amount off, in minor units. */
const REDUCTION_TIERS: Readonly<Record<string, readonly [number, number][]>> = {
  EUR: [
    [50_000, 2_500],
    [100_000, 7_500],
    [200_000, 20_000],
  ],
  GBP: [
    [45_000, 2_000],
    [90_000, 6_500],
    [180_000, 17_500],
  ],
  PLN: [
    [200_000, 10_000],
    [500_000, 35_000],
  ],
  MXN: [
    [1_000_000, 50_000],
    [2_000_000, 150_000],
    [4_000_000, 400_000],
  ],
};

/** The demo's combinations by code. */
export const DEMO_COMBINATION_CODES = { inStock: "STARTER", soldOut: "DUO", aboveMinimum: "BULK", changed: "SEASON", scoped: "DISTRIBUTOR", ended: "SPRING" } as const;

/** Who holds each brand's changed combination: a buyer who pays in a currency the brand sells in. */
export const demoCombinationHolder = (brand: Brand) => (CATALOGUES[brand.key].currencies.includes("EUR") ? "buyer.es@demo.test" : "buyer.mx@demo.test");

/** The buyer whose pallets the demo builds, of the main brand. */
export const DEMO_PALLET_BUYER = "buyer.es@demo.test";

/** Orderable products of a brand in a demo state with a price above zero in each of its currencies, those of the sales scope first. */
async function demoProducts(db: Executor, brandKey: string, state: keyof typeof DEMO_STATES, scopeId: number | null, limit: number): Promise<number[]> {
  const inScope: SQL =
    scopeId === null
      ? sql`(p.id is null)`
      : sql`exists (select 1 from categories c3 join categories c2 on c2.id = c3.parent_id
          join sales_scope_categories sc on sc.category_id in (c3.id, c2.id, c2.parent_id) and sc.scope_id = ${scopeId} where c3.id = p.category_id)`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p join stock s on s.product_id = p.id
        where p.brand_key = ${brandKey} and (${sql.raw(DEMO_STATES[state])})
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and exists (select 1 from product_prices pp where pp.product_id = p.id)
          and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor <= 0)
        order by ${inScope} desc, p.id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** What one set of the items costs at list price in each currency the items are all priced in. */
async function setListByCurrency(db: Executor, items: { productId: number; quantity: number }[]): Promise<Map<string, number>> {
  const values = sql.join(
    items.map((item) => sql`(${item.productId}::int, ${item.quantity}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ currency: string; value: string; priced: number }>(
    db,
    sql`select pp.currency, sum(pp.price_minor * i.quantity) as value, count(*)::int as priced
        from (values ${values}) as i(product_id, quantity) join product_prices pp on pp.product_id = i.product_id group by pp.currency order by pp.currency`,
  );
  return new Map(rows.filter((row) => row.priced === items.length).map((row) => [row.currency.trim(), Number(row.value)]));
}

type Counts = { combinations: number; palletTypes: number; pallets: number; fullReductions: number };

async function writeCombinations(db: Executor, brand: Brand, { now, scopeId }: { now: Date; scopeId: number | null }, counts: Counts) {
  const normal = await demoProducts(db, brand.key, "normal", scopeId, 10);
  const [soldOut] = await demoProducts(db, brand.key, "soldOut", null, 1);
  if (normal.length < 2) return;
  const pick = (from: number, count: number) => [...new Set(Array.from({ length: count }, (_, index) => normal[(from + index) % normal.length]!))];
  const set = (ids: number[], quantities: number[]) => ids.map((productId, index) => ({ productId, quantity: quantities[index] ?? 1 }));
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const description = localized(TEXT.setDescription);
  const create = async (code: string, input: Omit<Parameters<typeof createCombination>[0], "brandKey" | "code" | "description">, at: Date) => {
    const created = await createCombination({ brandKey: brand.key, code, description, ...input }, { executor: db, now: at });
    if (created.ok) counts.combinations += 1;
    return created.ok ? created.id : null;
  };
  const tiers = [
    { fromSets: 2, discountBp: 300 },
    { fromSets: 5, discountBp: 500 },
    { fromSets: 10, discountBp: 800 },
  ];

  await create(DEMO_COMBINATION_CODES.inStock, { names: localized(TEXT.starter), position: 1, items: set(pick(0, 3), [2, 1, 1]), tiers }, ago(30));
  if (soldOut !== undefined) {
    await create(DEMO_COMBINATION_CODES.soldOut, { names: localized(TEXT.duo), position: 2, items: set([...pick(3, 1), soldOut], [1, 1]), tiers: [{ fromSets: 2, discountBp: 500 }] }, ago(30));
  }
  // A minimum of three and a half sets' list value, rounded up to a hundred, in each currency.
  const bulkItems = set(pick(4, 2), [4, 2]);
  const minimums = [...(await setListByCurrency(db, bulkItems))].map(([currency, value]) => ({ currency, minimumMinor: Math.ceil((value * 3.5) / 10_000) * 10_000 }));
  await create(DEMO_COMBINATION_CODES.aboveMinimum, { names: localized(TEXT.bulk), position: 3, items: bulkItems, tiers: [{ fromSets: 3, discountBp: 400 }], minimums }, ago(30));

  // Version 1 in a demo buyer's cart, then staff changed it: version 2.
  const seasonItems = pick(6, 2);
  const changed = await create(DEMO_COMBINATION_CODES.changed, { names: localized(TEXT.season), position: 4, items: set(seasonItems, [1, 1]), tiers: [{ fromSets: 2, discountBp: 300 }] }, ago(10));
  if (changed !== null) {
    const [holder] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demoCombinationHolder(brand)));
    if (holder) await db.insert(cartCombinations).values({ accountId: holder.id, combinationId: changed, sets: 1, versionSeen: 1, createdAt: ago(5), updatedAt: ago(5) });
    await changeCombination(
      changed,
      {
        items: set(seasonItems, [2, 1]),
        tiers: [
          { fromSets: 2, discountBp: 300 },
          { fromSets: 4, discountBp: 600 },
        ],
      },
      { executor: db, now: ago(2) },
    );
  }
  if (scopeId !== null) {
    await create(DEMO_COMBINATION_CODES.scoped, { names: localized(TEXT.distributor), position: 5, items: set(pick(0, 2), [3, 3]), tiers: [{ fromSets: 3, discountBp: 500 }], audience: "scopes", scopeIds: [scopeId] }, ago(30));
  }
  await create(DEMO_COMBINATION_CODES.ended, { names: localized(TEXT.spring), position: 6, items: set(pick(8, 2), [1, 1]), tiers: [{ fromSets: 2, discountBp: 400 }], startsAt: ago(60), endsAt: ago(7) }, ago(60));
}

async function writeFullReductions(db: Executor, brand: Brand, now: Date, counts: Counts) {
  const currencies = CATALOGUES[brand.key].currencies.includes("EUR") ? ["EUR", "GBP", "PLN"] : ["MXN"];
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (const currency of currencies) {
    const tiers = REDUCTION_TIERS[currency]!.map(([thresholdMinor, amountOffMinor]) => ({ thresholdMinor, amountOffMinor }));
    const created = await createFullReduction({ brandKey: brand.key, currency, names: localized(TEXT.spend), startsAt: at(-7), endsAt: at(60), tiers }, { executor: db, now: at(-8) });
    if (created.ok) counts.fullReductions += 1;
  }
  if (brand.key === BRANDS[0]!.key) {
    const tiers = REDUCTION_TIERS.EUR!.slice(0, 2).map(([thresholdMinor, amountOffMinor]) => ({ thresholdMinor, amountOffMinor }));
    const created = await createFullReduction({ brandKey: brand.key, currency: "EUR", names: localized(TEXT.winter), startsAt: at(-90), endsAt: at(-30), tiers }, { executor: db, now: at(-91) });
    if (created.ok) counts.fullReductions += 1;
  }
}

type ChinaProduct = { id: number; pkg_num: number; carton_volume_cm3: number; carton_weight_g: number; available: number };

/**
 * buyer.es's pallets of the main brand, filled with its China-direct products (the most stock
 * first) to a share of the type's volume, whole cartons only and within what the stock holds over
 * all the pallets together: so a demo pallet can be ordered as it is.
 */
async function writePallets(db: Executor, now: Date, counts: Counts) {
  const brandKey = BRANDS[0]!.key;
  const [buyer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_PALLET_BUYER));
  if (!buyer) return;
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cart_pallets where account_id = ${buyer.id} and brand_key = ${brandKey}`);
  if (existing!.n > 0) return;
  const china = await queryRows<ChinaProduct>(
    db,
    sql`select p.id, p.pkg_num, p.carton_volume_cm3, p.carton_weight_g, s.available from products p join stock s on s.product_id = p.id
        where p.brand_key = ${brandKey} and p.ships_from_china and p.carton_volume_cm3 > 0 and s.available >= p.pkg_num
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.price_minor <= 0)
        order by s.available desc, p.id limit 20`,
  );
  const left = new Map(china.map((product) => [product.id, Math.floor(product.available / product.pkg_num)]));
  const plans = [
    { typeCode: "EUR", name: "Palé 1", share: 0.5, days: 6 },
    { typeCode: "20GP", name: "Contenedor 1", share: 0.95, days: 4 },
    { typeCode: "40HQ", name: "Contenedor 2", share: 0, days: 1 },
  ];
  for (const plan of plans) {
    const type = DEMO_PALLET_TYPES.find((entry) => entry.code === plan.typeCode)!;
    let volume = Math.floor(type.maxVolumeCm3 * plan.share);
    let weight = type.maxWeightG;
    const items: { productId: number; cartons: number }[] = [];
    for (const product of china) {
      const cartons = Math.min(left.get(product.id)!, MAX_PALLET_CARTONS, Math.floor(volume / product.carton_volume_cm3), product.carton_weight_g > 0 ? Math.floor(weight / product.carton_weight_g) : MAX_PALLET_CARTONS);
      if (cartons <= 0) continue;
      items.push({ productId: product.id, cartons });
      left.set(product.id, left.get(product.id)! - cartons);
      volume -= cartons * product.carton_volume_cm3;
      weight -= cartons * product.carton_weight_g;
    }
    const at = new Date(now.getTime() - plan.days * DAY);
    const [pallet] = await db
      .insert(cartPallets)
      .values({ accountId: buyer.id, brandKey, typeCode: plan.typeCode, name: plan.name, createdAt: at, updatedAt: at })
      .returning({ id: cartPallets.id });
    if (items.length > 0) await db.insert(cartPalletItems).values(items.map((item) => ({ palletId: pallet!.id, ...item, createdAt: at })));
    counts.pallets += 1;
  }
}

export async function writeCombinedOrders(db: Executor, { now, salesScopeId }: { now: Date; salesScopeId: number | null }): Promise<Counts> {
  const counts: Counts = { combinations: 0, palletTypes: 0, pallets: 0, fullReductions: 0 };
  const written = await db
    .insert(palletTypes)
    .values(DEMO_PALLET_TYPES.map((type, index) => ({ code: type.code, kind: type.kind, names: localized(type.names), maxVolumeCm3: type.maxVolumeCm3, maxWeightG: type.maxWeightG, position: index + 1 })))
    .onConflictDoNothing()
    .returning({ code: palletTypes.code });
  counts.palletTypes = written.length;
  for (const brand of BRANDS) {
    await writeCombinations(db, brand, { now, scopeId: salesScopeId }, counts);
    await writeFullReductions(db, brand, now, counts);
  }
  await writePallets(db, now, counts);
  return counts;
}
