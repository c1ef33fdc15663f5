import type { Language } from "~/i18n/languages";
import { type Genders, type T9, capitalize, localized } from "./text";

type Colour = {
  hex: string;
  en: string;
  zh: string;
  de: string;
  nl: string;
  /** Adjective forms: masculine, feminine (pl: masculine, feminine, neuter). */
  es: readonly [string, string];
  it: readonly [string, string];
  fr: readonly [string, string];
  pt: readonly [string, string];
  pl: readonly [string, string, string];
};

export const COLOURS = {
  black: { hex: "#2b2d31", en: "black", zh: "黑色", de: "schwarz", nl: "zwart", es: ["negro", "negra"], it: ["nero", "nera"], fr: ["noir", "noire"], pt: ["preto", "preta"], pl: ["czarny", "czarna", "czarne"] },
  white: { hex: "#f7f7f5", en: "white", zh: "白色", de: "weiß", nl: "wit", es: ["blanco", "blanca"], it: ["bianco", "bianca"], fr: ["blanc", "blanche"], pt: ["branco", "branca"], pl: ["biały", "biała", "białe"] },
  grey: { hex: "#8d939c", en: "grey", zh: "灰色", de: "grau", nl: "grijs", es: ["gris", "gris"], it: ["grigio", "grigia"], fr: ["gris", "grise"], pt: ["cinzento", "cinzenta"], pl: ["szary", "szara", "szare"] },
  silver: { hex: "#c3c8cf", en: "silver", zh: "银色", de: "silber", nl: "zilver", es: ["plateado", "plateada"], it: ["argento", "argento"], fr: ["argenté", "argentée"], pt: ["prateado", "prateada"], pl: ["srebrny", "srebrna", "srebrne"] },
  red: { hex: "#d1403a", en: "red", zh: "红色", de: "rot", nl: "rood", es: ["rojo", "roja"], it: ["rosso", "rossa"], fr: ["rouge", "rouge"], pt: ["vermelho", "vermelha"], pl: ["czerwony", "czerwona", "czerwone"] },
  blue: { hex: "#3473c8", en: "blue", zh: "蓝色", de: "blau", nl: "blauw", es: ["azul", "azul"], it: ["blu", "blu"], fr: ["bleu", "bleue"], pt: ["azul", "azul"], pl: ["niebieski", "niebieska", "niebieskie"] },
  green: { hex: "#2f9a68", en: "green", zh: "绿色", de: "grün", nl: "groen", es: ["verde", "verde"], it: ["verde", "verde"], fr: ["vert", "verte"], pt: ["verde", "verde"], pl: ["zielony", "zielona", "zielone"] },
  pink: { hex: "#eea2bd", en: "pink", zh: "粉色", de: "rosa", nl: "roze", es: ["rosa", "rosa"], it: ["rosa", "rosa"], fr: ["rose", "rose"], pt: ["rosa", "rosa"], pl: ["różowy", "różowa", "różowe"] },
  beige: { hex: "#e3d2b3", en: "beige", zh: "米色", de: "beige", nl: "beige", es: ["beige", "beige"], it: ["beige", "beige"], fr: ["beige", "beige"], pt: ["bege", "bege"], pl: ["beżowy", "beżowa", "beżowe"] },
  brown: { hex: "#8a5a3b", en: "brown", zh: "棕色", de: "braun", nl: "bruin", es: ["marrón", "marrón"], it: ["marrone", "marrone"], fr: ["marron", "marron"], pt: ["castanho", "castanha"], pl: ["brązowy", "brązowa", "brązowe"] },
  chrome: { hex: "#d5dae1", en: "chrome", zh: "镀铬", de: "verchromt", nl: "chroom", es: ["cromado", "cromada"], it: ["cromato", "cromata"], fr: ["chromé", "chromée"], pt: ["cromado", "cromada"], pl: ["chromowany", "chromowana", "chromowane"] },
  gold: { hex: "#c9a13b", en: "gold", zh: "金色", de: "gold", nl: "goud", es: ["dorado", "dorada"], it: ["dorato", "dorata"], fr: ["doré", "dorée"], pt: ["dourado", "dourada"], pl: ["złoty", "złota", "złote"] },
} as const satisfies Record<string, Colour>;

export type ColourKey = keyof typeof COLOURS;

const FORM = { m: 0, f: 1, n: 2 } as const;

/** The colour as it follows the product noun: "negra" for a freidora, "negro" for a hervidor. */
export function colourAdjective(key: ColourKey, lang: Language, noun: Genders): string {
  const c: Colour = COLOURS[key];
  switch (lang) {
    case "en":
      return c.en;
    case "zh-cn":
      return c.zh;
    case "de":
      return c.de;
    case "nl":
      return c.nl;
    case "pl":
      return c.pl[FORM[noun.pl]];
    default:
      return c[lang][FORM[noun[lang]]];
  }
}

/** The colour as a parameter value: "Black", "Negro", "Schwarz" … */
export function colourValue(key: ColourKey, lang: Language): string {
  const c: Colour = COLOURS[key];
  if (lang === "de") return capitalize(c.de);
  return capitalize(colourAdjective(key, lang, { es: "m", it: "m", fr: "m", pt: "m", pl: "m" }));
}

export const MATERIALS = {
  plastic: ["Plastic", "塑料", "Plástico", "Plastica", "Tworzywo sztuczne", "Kunststoff", "Kunststof", "Plastique", "Plástico"],
  stainless: ["Stainless steel", "不锈钢", "Acero inoxidable", "Acciaio inox", "Stal nierdzewna", "Edelstahl", "Roestvrij staal", "Acier inoxydable", "Aço inoxidável"],
  glass: ["Glass", "玻璃", "Vidrio", "Vetro", "Szkło", "Glas", "Glas", "Verre", "Vidro"],
  temperedGlass: ["Tempered glass", "钢化玻璃", "Vidrio templado", "Vetro temperato", "Szkło hartowane", "Sicherheitsglas", "Gehard glas", "Verre trempé", "Vidro temperado"],
  aluminium: ["Aluminium", "铝", "Aluminio", "Alluminio", "Aluminium", "Aluminium", "Aluminium", "Aluminium", "Alumínio"],
  brass: ["Brass", "黄铜", "Latón", "Ottone", "Mosiądz", "Messing", "Messing", "Laiton", "Latão"],
  ceramic: ["Ceramic", "陶瓷", "Cerámica", "Ceramica", "Ceramika", "Keramik", "Keramiek", "Céramique", "Cerâmica"],
  polyester: ["Polyester", "涤纶", "Poliéster", "Poliestere", "Poliester", "Polyester", "Polyester", "Polyester", "Poliéster"],
  plush: ["Plush", "毛绒", "Felpa", "Peluche", "Plusz", "Plüsch", "Pluche", "Peluche", "Peluche"],
  nylon: ["Nylon", "尼龙", "Nailon", "Nylon", "Nylon", "Nylon", "Nylon", "Nylon", "Nylon"],
  rubber: ["Rubber", "橡胶", "Caucho", "Gomma", "Guma", "Gummi", "Rubber", "Caoutchouc", "Borracha"],
  silicone: ["Silicone", "硅胶", "Silicona", "Silicone", "Silikon", "Silikon", "Siliconen", "Silicone", "Silicone"],
  sisal: ["Sisal", "剑麻", "Sisal", "Sisal", "Sizal", "Sisal", "Sisal", "Sisal", "Sisal"],
  bentonite: ["Bentonite clay", "膨润土", "Arcilla bentonita", "Argilla bentonitica", "Bentonit", "Bentonit", "Bentoniet", "Argile bentonite", "Argila bentonite"],
  tofu: ["Plant-based tofu", "豆腐砂", "Tofu vegetal", "Tofu vegetale", "Tofu roślinny", "Pflanzlicher Tofu", "Plantaardige tofu", "Tofu végétal", "Tofu vegetal"],
  duroplast: ["Duroplast", "脲醛树脂", "Duroplast", "Duroplast", "Duroplast", "Duroplast", "Duroplast", "Duroplast", "Duroplast"],
  metal: ["Metal", "金属", "Metal", "Metallo", "Metal", "Metall", "Metaal", "Métal", "Metal"],
  rattan: ["Rattan", "藤编", "Ratán", "Rattan", "Rattan", "Rattan", "Rotan", "Rotin", "Vime"],
  copper: ["Copper", "铜", "Cobre", "Rame", "Miedź", "Kupfer", "Koper", "Cuivre", "Cobre"],
} as const satisfies Record<string, T9>;

export type MaterialKey = keyof typeof MATERIALS;

export const PARAM_NAMES = {
  power: ["Power", "功率", "Potencia", "Potenza", "Moc", "Leistung", "Vermogen", "Puissance", "Potência"],
  capacity: ["Capacity", "容量", "Capacidad", "Capacità", "Pojemność", "Fassungsvermögen", "Inhoud", "Capacité", "Capacidade"],
  voltage: ["Voltage", "电压", "Tensión", "Tensione", "Napięcie", "Spannung", "Spanning", "Tension", "Tensão"],
  colour: ["Colour", "颜色", "Color", "Colore", "Kolor", "Farbe", "Kleur", "Couleur", "Cor"],
  material: ["Material", "材质", "Material", "Materiale", "Materiał", "Material", "Materiaal", "Matériau", "Material"],
  size: ["Size", "尺寸", "Tamaño", "Dimensioni", "Rozmiar", "Größe", "Afmetingen", "Dimensions", "Tamanho"],
  weight: ["Weight", "重量", "Peso", "Peso", "Waga", "Gewicht", "Gewicht", "Poids", "Peso"],
  height: ["Height", "高度", "Altura", "Altezza", "Wysokość", "Höhe", "Hoogte", "Hauteur", "Altura"],
  length: ["Length", "长度", "Longitud", "Lunghezza", "Długość", "Länge", "Lengte", "Longueur", "Comprimento"],
  diameter: ["Diameter", "直径", "Diámetro", "Diametro", "Średnica", "Durchmesser", "Diameter", "Diamètre", "Diâmetro"],
  luminousFlux: ["Luminous flux", "光通量", "Flujo luminoso", "Flusso luminoso", "Strumień świetlny", "Lichtstrom", "Lichtstroom", "Flux lumineux", "Fluxo luminoso"],
  colourTemperature: ["Colour temperature", "色温", "Temperatura de color", "Temperatura di colore", "Temperatura barwowa", "Farbtemperatur", "Kleurtemperatuur", "Température de couleur", "Temperatura de cor"],
  socket: ["Socket", "灯头", "Casquillo", "Attacco", "Trzonek", "Sockel", "Fitting", "Culot", "Casquilho"],
  ipRating: ["IP rating", "防护等级", "Grado de protección", "Grado di protezione", "Stopień ochrony", "Schutzart", "IP-klasse", "Indice de protection", "Índice de proteção"],
  lifetime: ["Lifetime", "寿命", "Vida útil", "Durata", "Żywotność", "Lebensdauer", "Levensduur", "Durée de vie", "Vida útil"],
  beamAngle: ["Beam angle", "光束角", "Ángulo de apertura", "Angolo del fascio", "Kąt świecenia", "Abstrahlwinkel", "Stralingshoek", "Angle d'éclairage", "Ângulo de abertura"],
  speeds: ["Speed settings", "档位", "Velocidades", "Velocità", "Liczba prędkości", "Geschwindigkeitsstufen", "Snelheden", "Vitesses", "Velocidades"],
  modes: ["Cleaning modes", "清洁模式", "Modos de limpieza", "Modalità di pulizia", "Tryby czyszczenia", "Putzmodi", "Poetsstanden", "Modes de brossage", "Modos de limpeza"],
  maxTemperature: ["Max. temperature", "最高温度", "Temperatura máx.", "Temperatura max.", "Maks. temperatura", "Max. Temperatur", "Max. temperatuur", "Température max.", "Temperatura máx."],
  slots: ["Slots", "吐司槽", "Ranuras", "Scomparti", "Komory", "Schlitze", "Sleuven", "Fentes", "Ranhuras"],
  pressure: ["Pressure", "压力", "Presión", "Pressione", "Ciśnienie", "Druck", "Druk", "Pression", "Pressão"],
  dehumidifying: ["Dehumidifying capacity", "除湿量", "Capacidad de deshumidificación", "Capacità di deumidificazione", "Wydajność osuszania", "Entfeuchtungsleistung", "Ontvochtigingscapaciteit", "Capacité de déshumidification", "Capacidade de desumidificação"],
  roomSize: ["Room size", "适用面积", "Superficie", "Superficie", "Powierzchnia", "Raumgröße", "Ruimtegrootte", "Surface", "Área"],
  suction: ["Suction power", "吸力", "Potencia de succión", "Potenza di aspirazione", "Siła ssania", "Saugleistung", "Zuigkracht", "Puissance d'aspiration", "Potência de sucção"],
  runtime: ["Battery life", "续航时间", "Autonomía", "Autonomia", "Czas pracy", "Akkulaufzeit", "Gebruiksduur", "Autonomie", "Autonomia"],
  maxLoad: ["Max. load", "最大承重", "Carga máx.", "Portata max.", "Maks. obciążenie", "Max. Belastung", "Max. belasting", "Charge max.", "Carga máx."],
  petSize: ["Pet size", "适用宠物体型", "Tamaño de mascota", "Taglia animale", "Rozmiar zwierzęcia", "Tiergröße", "Formaat huisdier", "Taille de l'animal", "Tamanho do animal"],
  pieces: ["Pieces", "件数", "Piezas", "Pezzi", "Liczba sztuk", "Stückzahl", "Aantal stuks", "Pièces", "Peças"],
  flowRate: ["Flow rate", "流量", "Caudal", "Portata", "Przepływ", "Durchfluss", "Doorstroming", "Débit", "Caudal"],
  crossSection: ["Cross-section", "截面积", "Sección", "Sezione", "Przekrój", "Querschnitt", "Doorsnede", "Section", "Secção"],
  current: ["Rated current", "额定电流", "Corriente nominal", "Corrente nominale", "Prąd znamionowy", "Nennstrom", "Nominale stroom", "Courant nominal", "Corrente nominal"],
  outlets: ["Outlets", "插孔数", "Tomas", "Prese", "Liczba gniazd", "Steckdosen", "Aansluitingen", "Prises", "Tomadas"],
  connectivity: ["Connectivity", "连接方式", "Conectividad", "Connettività", "Łączność", "Konnektivität", "Connectiviteit", "Connectivité", "Conectividade"],
  warranty: ["Warranty", "保修", "Garantía", "Garanzia", "Gwarancja", "Garantie", "Garantie", "Garantie", "Garantia"],
  noise: ["Noise level", "噪音", "Nivel de ruido", "Rumorosità", "Poziom hałasu", "Geräuschpegel", "Geluidsniveau", "Niveau sonore", "Nível de ruído"],
} as const satisfies Record<string, T9>;

export type ParamKey = keyof typeof PARAM_NAMES;

/** "2 years" and "3 years"; Polish "lata" is right for 2 to 4. */
export function warrantyText(years: 2 | 3, lang: Language): string {
  const word: Record<Language, string> = { en: "years", "zh-cn": "年", es: "años", it: "anni", pl: "lata", de: "Jahre", nl: "jaar", fr: "ans", pt: "anos" };
  return lang === "zh-cn" ? `${years}${word[lang]}` : `${years} ${word[lang]}`;
}

export const materialText = (key: MaterialKey) => localized(MATERIALS[key]);
export const paramName = (key: ParamKey) => localized(PARAM_NAMES[key]);
