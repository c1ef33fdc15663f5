import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { outletLots } from "~/db/schema";
import type { Grade } from "~/domain/outlet";
import { queryRows } from "./insert";
import { type T9, localized } from "./text";

/**
 * The outlet's demo lots (decision 0114, /Scratch) on the first two brands, in every state: open
 * lots of grade A, B and C (one ending in a month), a sold-out lot, a closed one, an expired one
 * and one that starts next week. Each on its own priced product of the brand, sold online.
 */

const DAY = 86_400_000;

const NOTES = {
  box: ["Outer carton torn and taped; the appliance and its accessories are as new.", "外箱破损并已用胶带封好；电器及配件完好如新。", "Caja exterior rota y precintada; el aparato y sus accesorios están como nuevos.", "Cartone esterno strappato e nastrato; l'apparecchio e gli accessori sono come nuovi.", "Karton zewnętrzny rozdarty i zaklejony; urządzenie i akcesoria jak nowe.", "Umkarton eingerissen und geklebt; Gerät und Zubehör wie neu.", "Buitendoos gescheurd en afgeplakt; apparaat en accessoires als nieuw.", "Carton extérieur déchiré et scotché ; l'appareil et ses accessoires sont comme neufs.", "Caixa exterior rasgada e fita-colada; o aparelho e os acessórios estão como novos."],
  marks: ["Light scratches on one side panel, not visible once installed.", "一侧面板有轻微划痕，安装后不可见。", "Rayas leves en un panel lateral, no visibles una vez instalado.", "Lievi graffi su un pannello laterale, non visibili una volta installato.", "Lekkie rysy na jednym panelu bocznym, niewidoczne po montażu.", "Leichte Kratzer an einer Seitenwand, nach dem Einbau nicht sichtbar.", "Lichte krassen op één zijpaneel, niet zichtbaar na installatie.", "Légères rayures sur un panneau latéral, invisibles une fois installé.", "Riscos ligeiros num painel lateral, não visíveis depois de instalado."],
  dent: ["A dent in the top cover; works perfectly, full warranty.", "顶盖有一处凹痕；功能完好，享受完整保修。", "Una abolladura en la tapa superior; funciona perfectamente, garantía completa.", "Un'ammaccatura sul coperchio superiore; funziona perfettamente, garanzia completa.", "Wgniecenie w górnej pokrywie; działa bez zarzutu, pełna gwarancja.", "Eine Delle im Deckel; funktioniert einwandfrei, volle Garantie.", "Een deuk in de bovenkant; werkt perfect, volledige garantie.", "Une bosse sur le capot supérieur ; fonctionne parfaitement, garantie complète.", "Uma amolgadela na tampa superior; funciona perfeitamente, garantia completa."],
} as const satisfies Record<string, T9>;

type LotSpec = { grade: Grade; note: keyof typeof NOTES; units: number; left: number; reductionPercent: number; fromDays: number; untilDays: number | null; closedDaysAgo?: number };

/** Per brand, in product order: open A, B (ending in a month), C; sold out; closed; expired; not started yet. */
const LOTS: readonly LotSpec[] = [
  { grade: "A", note: "box", units: 40, left: 40, reductionPercent: 15, fromDays: -3, untilDays: null },
  { grade: "B", note: "marks", units: 12, left: 9, reductionPercent: 25, fromDays: -10, untilDays: 30 },
  { grade: "C", note: "dent", units: 6, left: 6, reductionPercent: 40, fromDays: -1, untilDays: null },
  { grade: "B", note: "marks", units: 5, left: 0, reductionPercent: 30, fromDays: -20, untilDays: null },
  { grade: "A", note: "box", units: 10, left: 7, reductionPercent: 10, fromDays: -15, untilDays: null, closedDaysAgo: 2 },
  { grade: "C", note: "dent", units: 8, left: 3, reductionPercent: 50, fromDays: -30, untilDays: -2 },
  { grade: "A", note: "box", units: 20, left: 20, reductionPercent: 12, fromDays: 7, untilDays: 60 },
];

/** The brands with demo lots. */
export const OUTLET_DEMO_BRANDS = ["aigostar", "nobleza"] as const;

export async function writeOutletLots(db: Executor, { now }: { now: Date }): Promise<number> {
  const [staff] = await queryRows<{ id: number }>(db, sql`select id from accounts where role = 'service' and disabled_at is null order by id limit 1`);
  let written = 0;
  for (const brandKey of OUTLET_DEMO_BRANDS) {
    // Priced in euro and sold online, the dearest first: one unit of the open grade-A lot reaches the brand's minimum order amount.
    const candidates = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor > 0
          where p.brand_key = ${brandKey} and not p.off_market and not p.off_shelves and not p.not_online and not p.offline_only
          order by pp.price_minor desc, p.id limit ${LOTS.length}`,
    );
    const rows = candidates.map((product, index) => {
      const spec = LOTS[index]!;
      const at = (days: number) => new Date(now.getTime() + days * DAY);
      return {
        brandKey,
        productId: Number(product.id),
        grade: spec.grade,
        note: localized(NOTES[spec.note]),
        units: spec.units,
        unitsLeft: spec.left,
        reductionBp: spec.reductionPercent * 100,
        availableFrom: at(spec.fromDays),
        availableUntil: spec.untilDays === null ? null : at(spec.untilDays),
        closedAt: spec.closedDaysAgo === undefined ? null : at(-spec.closedDaysAgo),
        createdBy: staff ? Number(staff.id) : null,
        createdAt: at(Math.min(spec.fromDays, 0) - 1),
      };
    });
    if (rows.length > 0) await db.insert(outletLots).values(rows);
    written += rows.length;
  }
  return written;
}
