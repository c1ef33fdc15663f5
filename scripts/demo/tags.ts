import type { TagDef } from "./catalogue-types";
import type { T9 } from "./text";

/** Product tag names (en, zh-cn, es, it, pl, de, nl, fr, pt); each brand picks its own set. */
export const TAG_NAMES = {
  "best-seller": ["Best seller", "畅销", "Más vendido", "Più venduto", "Bestseller", "Bestseller", "Bestseller", "Meilleure vente", "Mais vendido"],
  "energy-saving": ["Energy saving", "节能", "Ahorro energético", "Risparmio energetico", "Energooszczędny", "Energiesparend", "Energiezuinig", "Économie d'énergie", "Poupança de energia"],
  eco: ["Eco", "环保", "Eco", "Eco", "Eko", "Öko", "Eco", "Éco", "Eco"],
  "online-exclusive": ["Online exclusive", "线上专供", "Exclusivo online", "Esclusiva online", "Wyłącznie online", "Online-Exklusiv", "Online exclusief", "Exclusivité en ligne", "Exclusivo online"],
  "gift-idea": ["Gift idea", "送礼佳选", "Idea de regalo", "Idea regalo", "Pomysł na prezent", "Geschenkidee", "Cadeau-idee", "Idée cadeau", "Ideia de presente"],
  "smart-home": ["Smart home", "智能家居", "Hogar inteligente", "Casa smart", "Inteligentny dom", "Smart Home", "Slim huis", "Maison connectée", "Casa inteligente"],
  quiet: ["Quiet", "静音", "Silencioso", "Silenzioso", "Cichy", "Leise", "Stil", "Silencieux", "Silencioso"],
  waterproof: ["Waterproof", "防水", "Resistente al agua", "Impermeabile", "Wodoodporny", "Wasserdicht", "Waterdicht", "Étanche", "À prova de água"],
  summer: ["Summer season", "夏季热卖", "Temporada de verano", "Stagione estiva", "Sezon letni", "Sommersaison", "Zomerseizoen", "Saison estivale", "Época de verão"],
  winter: ["Winter season", "冬季热卖", "Temporada de invierno", "Stagione invernale", "Sezon zimowy", "Wintersaison", "Winterseizoen", "Saison hivernale", "Época de inverno"],
  "easy-install": ["Easy to install", "安装简便", "Fácil instalación", "Facile da installare", "Łatwy montaż", "Einfache Montage", "Eenvoudig te monteren", "Installation facile", "Fácil instalação"],
  "machine-washable": ["Machine washable", "可机洗", "Lavable a máquina", "Lavabile in lavatrice", "Można prać w pralce", "Maschinenwaschbar", "Machinewasbaar", "Lavable en machine", "Lavável na máquina"],
} as const satisfies Record<string, T9>;

export type TagKey = keyof typeof TAG_NAMES;

type TagRule = { share?: number; types?: readonly string[] };

/** The brand's tags in the given order; a tag without a rule is on 5 % of all products. */
export function tagDefs(keys: readonly TagKey[], rules: Partial<Record<TagKey, TagRule>> = {}): TagDef[] {
  return keys.map((key) => ({ key, names: TAG_NAMES[key], share: 0.05, ...rules[key] }));
}
