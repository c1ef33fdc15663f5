import type { Executor } from "~/db/client.server";
import { BRANDS, type Brand } from "~/services/platform/brands.server";
import type { Storage } from "~/services/platform/storage.server";
import { renderWebp, writeMissingPicture } from "./images";
import { insertRows, maxId, syncSequence } from "./insert";
import { shade } from "./svg-kit";
import { type T9, localized } from "./text";

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 360;

type BannerDef = { key: string; title: T9; subtitle: T9; query: string };

const BANNERS: readonly BannerDef[] = [
  {
    key: "flash-sale",
    title: ["Flash sales are on", "限时抢购进行中", "Ofertas relámpago en marcha", "Offerte lampo in corso", "Trwają błyskawiczne wyprzedaże", "Blitzangebote laufen", "Flitsuitverkoop loopt", "Ventes flash en cours", "Vendas relâmpago a decorrer"],
    subtitle: ["Limited quantities at promotion prices, while the countdown runs.", "活动价限量供应，倒计时结束即止。", "Cantidades limitadas a precio de promoción mientras dure la cuenta atrás.", "Quantità limitate a prezzo promozionale finché dura il conto alla rovescia.", "Ograniczone ilości w cenach promocyjnych, dopóki trwa odliczanie.", "Begrenzte Mengen zu Aktionspreisen, solange der Countdown läuft.", "Beperkte aantallen tegen actieprijzen, zolang de teller loopt.", "Quantités limitées à prix promotionnel tant que le compte à rebours tourne.", "Quantidades limitadas a preço promocional enquanto dura a contagem decrescente."],
    query: "?show=flashSale",
  },
  {
    key: "new-arrivals",
    title: ["New this season", "本季新品", "Novedades de temporada", "Novità di stagione", "Nowości sezonu", "Neu in dieser Saison", "Nieuw dit seizoen", "Nouveautés de la saison", "Novidades da estação"],
    subtitle: ["The latest arrivals, ready to order for your shop.", "最新到货，可为您的门店下单。", "Las últimas llegadas, listas para pedir para tu tienda.", "Gli ultimi arrivi, pronti da ordinare per il tuo negozio.", "Najnowsze dostawy, gotowe do zamówienia dla Twojego sklepu.", "Die neuesten Artikel, bereit zur Bestellung für Ihr Geschäft.", "De nieuwste aankomsten, klaar om te bestellen voor uw winkel.", "Les derniers arrivages, prêts à commander pour votre magasin.", "As últimas chegadas, prontas a encomendar para a sua loja."],
    query: "?show=new&sort=arrival",
  },
  {
    key: "in-stock",
    title: ["Ready to ship", "现货速发", "Listo para enviar", "Pronto per la spedizione", "Gotowe do wysyłki", "Sofort lieferbar", "Direct leverbaar", "Prêt à expédier", "Pronto a enviar"],
    subtitle: ["Our best sellers with stock in the warehouse.", "仓库有货的热销商品。", "Nuestros más vendidos con existencias en almacén.", "I nostri più venduti disponibili in magazzino.", "Nasze bestsellery dostępne w magazynie.", "Unsere Bestseller mit Lagerbestand.", "Onze bestsellers met voorraad in het magazijn.", "Nos meilleures ventes en stock dans l’entrepôt.", "Os nossos mais vendidos com stock em armazém."],
    query: "?show=inStock",
  },
];

export const bannerImagePath = (brandKey: string, key: string) => `banners/${brandKey}/${key}.webp`;

/** A decorative banner picture in the brand's colours: soft shapes, no text (the text is on the page). */
export function bannerSvg(brand: Brand, index: number): string {
  const { primary, primaryDark, accent } = brand.colours;
  const light = shade(primary, 0.85);
  const w = BANNER_WIDTH;
  const h = BANNER_HEIGHT;
  const shapes = [
    `<circle cx="${w - 180}" cy="${h / 2}" r="${h * 0.62}" fill="${shade(primary, 0.55)}"/>`,
    `<circle cx="${w - 120 - index * 60}" cy="${h * 0.35}" r="${h * 0.28}" fill="${accent}" fill-opacity="0.85"/>`,
    `<rect x="${w - 460 + index * 40}" y="${h * 0.55}" width="220" height="120" rx="24" fill="${primaryDark}" fill-opacity="0.8"/>`,
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${light}"/>`,
    ...shapes,
    `</svg>`,
  ].join("");
}

/** Three banners per brand home, each leading to a filtered product list of the brand; their pictures when storage is given. */
export async function writeBanners(db: Executor, options: { now: Date; storage: Storage | null }): Promise<number> {
  let next = (await maxId(db, "banners")) + 1;
  const rows: object[] = [];
  for (const brand of BRANDS) {
    BANNERS.forEach((def, index) => {
      rows.push({
        id: next++,
        brand_key: brand.key,
        position: index,
        image: bannerImagePath(brand.key, def.key),
        title: localized(def.title),
        subtitle: localized(def.subtitle),
        href: `${brand.productListRoute}${def.query}`,
        created_at: options.now.toISOString(),
      });
    });
  }
  await insertRows(
    db,
    "banners",
    [["id", "int"], ["brand_key", "text"], ["position", "int"], ["image", "text"], ["title", "jsonb"], ["subtitle", "jsonb"], ["href", "text"], ["created_at", "timestamptz"]],
    rows,
  );
  await syncSequence(db, "banners");
  if (options.storage) await writeBannerImages(options.storage);
  return rows.length;
}

/** The banners' pictures in storage, skipping those already there (also for a reused database whose pictures are gone). */
export async function writeBannerImages(storage: Storage): Promise<void> {
  for (const brand of BRANDS) {
    for (const [index, def] of BANNERS.entries()) {
      await writeMissingPicture(storage, bannerImagePath(brand.key, def.key), () => renderWebp(bannerSvg(brand, index), BANNER_WIDTH, BANNER_HEIGHT));
    }
  }
}
