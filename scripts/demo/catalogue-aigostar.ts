import {
  type BrandCatalogue,
  EU_CURRENCIES,
  EU_VOLTAGE,
  MX_CURRENCIES,
  MX_VOLTAGE,
  type ProductType,
  type Root,
  code,
  material,
  num,
} from "./catalogue-types";
import { tagDefs } from "./tags";

const airFryer: ProductType = {
  key: "air-fryer", code: "AF", genders: "fffff", family: "cooking", drawing: "air-fryer",
  noun: ["Air Fryer", "空气炸锅", "Freidora de aire", "Friggitrice ad aria", "Frytkownica beztłuszczowa", "Heißluftfritteuse", "Airfryer", "Friteuse sans huile", "Fritadeira sem óleo"],
  colours: ["black", "white", "grey"],
  params: [
    num("capacity", "L", [3.5, 4.2, 5.5, 6.5, 8], { card: true, inName: true }),
    num("power", "W", [1300, 1500, 1700, 1800, 2000], { card: true, inName: true }),
    num("maxTemperature", "°C", [200]),
    material(["plastic", "stainless"]),
    num("weight", "kg", [3.4, 3.9, 4.6, 5.3, 6.5]),
  ],
  electric: true, price: [2400, 5900], unit: [290, 290, 320, 4600], saleDouble: [1], perCarton: [2, 4],
  accessories: ["air-fryer-basket"], weight: 3,
};

const kettle: ProductType = {
  key: "kettle", code: "KT", genders: "mmffm", family: "kettle", drawing: "kettle",
  noun: ["Electric Kettle", "电热水壶", "Hervidor eléctrico", "Bollitore elettrico", "Czajnik elektryczny", "Wasserkocher", "Waterkoker", "Bouilloire électrique", "Chaleira elétrica"],
  colours: ["black", "white", "silver", "red"],
  params: [
    num("capacity", "L", [1, 1.2, 1.5, 1.7], { card: true, inName: true }),
    num("power", "W", [1500, 1800, 2200, 2200], { card: true, inName: true }),
    material(["plastic", "stainless", "glass"]),
  ],
  electric: true, price: [900, 2500], unit: [230, 160, 250, 1100], saleDouble: [1, 2], perCarton: [6, 12], weight: 3,
};

const toaster: ProductType = {
  key: "toaster", code: "TS", genders: "fmmfm", family: "cooking", drawing: "toaster",
  noun: ["Toaster", "多士炉", "Tostadora", "Tostapane", "Toster", "Toaster", "Broodrooster", "Grille-pain", "Torradeira"],
  colours: ["black", "white", "silver", "red"],
  params: [num("power", "W", [750, 850, 950, 1500], { card: true, inName: true }), num("slots", "", [2, 2, 2, 4], { card: true })],
  electric: true, price: [1100, 3200], unit: [280, 170, 190, 1500], saleDouble: [1, 2], perCarton: [4, 8], weight: 2,
};

const blender: ProductType = {
  key: "blender", code: "BL", genders: "fmmfm", family: "blending", drawing: "blender",
  noun: ["Blender", "搅拌机", "Batidora de vaso", "Frullatore", "Blender kielichowy", "Standmixer", "Blender", "Blender", "Liquidificadora"],
  colours: ["black", "white", "silver"],
  params: [
    num("power", "W", [600, 1000, 1200, 1500], { card: true, inName: true }),
    num("capacity", "L", [1.5, 1.75, 2, 2], { card: true, inName: true }),
    num("speeds", "", [2, 5, 6, 8]),
    material(["glass", "plastic"]),
  ],
  electric: true, price: [1900, 4900], unit: [200, 200, 420, 3200], saleDouble: [1], perCarton: [2, 4], weight: 2,
};

const handMixer: ProductType = {
  key: "hand-mixer", code: "HM", genders: "fmmfm", family: "blending", drawing: "hand-mixer",
  noun: ["Hand Mixer", "手持打蛋器", "Batidora de varillas", "Sbattitore elettrico", "Mikser ręczny", "Handmixer", "Handmixer", "Batteur électrique", "Batedeira"],
  colours: ["white", "black", "pink"],
  params: [num("power", "W", [300, 400, 500], { card: true, inName: true }), num("speeds", "", [5, 5, 6], { card: true })],
  electric: true, price: [1000, 2400], unit: [200, 100, 160, 1200], saleDouble: [1, 2], perCarton: [6, 12],
};

const coffeeMaker: ProductType = {
  key: "espresso-machine", code: "CM", genders: "ffffm", family: "cooking", drawing: "coffee-maker",
  noun: ["Espresso Machine", "意式咖啡机", "Cafetera espresso", "Macchina per espresso", "Ekspres do kawy", "Espressomaschine", "Espressomachine", "Machine à expresso", "Máquina de café expresso"],
  colours: ["black", "silver", "white"],
  params: [
    num("pressure", "bar", [15, 20, 20], { card: true, inName: true }),
    num("power", "W", [850, 1050, 1350], { card: true, inName: true }),
    num("capacity", "L", [1.2, 1.5, 1.8]),
    material(["stainless", "plastic"]),
  ],
  electric: true, price: [4500, 11000], unit: [300, 220, 320, 4200], saleDouble: [1], perCarton: [1, 2],
};

const airFryerBasket: ProductType = {
  key: "air-fryer-basket", code: "AB", genders: "fmmmm", family: "applianceAccessory", drawing: "basket",
  noun: ["Silicone Air Fryer Basket", "空气炸锅硅胶烤篮", "Cesta de silicona para freidora de aire", "Cestello in silicone per friggitrice ad aria", "Silikonowy koszyk do frytkownicy", "Silikonkorb für Heißluftfritteuse", "Siliconen mand voor airfryer", "Panier en silicone pour friteuse sans huile", "Cesto de silicone para fritadeira sem óleo"],
  colours: ["grey", "red", "black"],
  params: [num("diameter", "cm", [16, 19, 21], { card: true, inName: true }), material(["silicone"])],
  electric: false, price: [250, 690], unit: [210, 210, 80, 180], saleDouble: [6, 12], perCarton: [48, 96],
};

const fan: ProductType = {
  key: "pedestal-fan", code: "FN", genders: "mmmfm", family: "climate", drawing: "fan",
  noun: ["Pedestal Fan", "落地扇", "Ventilador de pie", "Ventilatore a piantana", "Wentylator stojący", "Standventilator", "Staande ventilator", "Ventilateur sur pied", "Ventoinha de pé"],
  colours: ["white", "black"],
  params: [
    num("diameter", "cm", [40, 40, 45], { card: true, inName: true }),
    num("power", "W", [40, 45, 50], { card: true, inName: true }),
    num("speeds", "", [3, 3, 12]),
    num("noise", "dB", [55, 52, 38]),
  ],
  electric: true, price: [1400, 3900], unit: [560, 170, 330, 5200], saleDouble: [1], perCarton: [1, 2], weight: 2,
};

const heater: ProductType = {
  key: "ceramic-heater", code: "HT", genders: "mmmmm", family: "climate", drawing: "heater",
  noun: ["Ceramic Heater", "陶瓷暖风机", "Calefactor cerámico", "Termoventilatore ceramico", "Termowentylator ceramiczny", "Keramik-Heizlüfter", "Keramische kachel", "Radiateur soufflant céramique", "Aquecedor cerâmico"],
  colours: ["white", "black", "grey"],
  params: [num("power", "W", [1000, 1500, 2000], { card: true, inName: true }), num("roomSize", "m²", [15, 20, 25], { card: true })],
  electric: true, price: [1500, 4500], unit: [200, 160, 280, 1800], saleDouble: [1, 2], perCarton: [4, 6],
};

const dehumidifier: ProductType = {
  key: "dehumidifier", code: "DH", genders: "mmmmm", family: "climate", drawing: "dehumidifier",
  noun: ["Dehumidifier", "除湿机", "Deshumidificador", "Deumidificatore", "Osuszacz powietrza", "Luftentfeuchter", "Luchtontvochtiger", "Déshumidificateur", "Desumidificador"],
  colours: ["white", "grey"],
  params: [
    num("dehumidifying", "L/24 h", [10, 12, 20], { card: true, inName: true }),
    num("capacity", "L", [1.5, 2, 3]),
    num("power", "W", [200, 240, 380]),
    num("roomSize", "m²", [20, 25, 40], { card: true }),
  ],
  electric: true, price: [6900, 15900], unit: [290, 210, 490, 11000], saleDouble: [1], perCarton: [1],
};

const vacuum: ProductType = {
  key: "cordless-vacuum", code: "VC", genders: "fmmmm", family: "cleaning", drawing: "vacuum",
  noun: ["Cordless Vacuum Cleaner", "无线吸尘器", "Aspiradora sin cable", "Aspirapolvere senza fili", "Odkurzacz bezprzewodowy", "Akku-Staubsauger", "Snoerloze stofzuiger", "Aspirateur sans fil", "Aspirador sem fios"],
  colours: ["grey", "blue", "black", "white"],
  params: [
    num("suction", "Pa", [12000, 18000, 25000], { card: true, inName: true }),
    num("power", "W", [150, 250, 400], { inName: true }),
    num("runtime", "min", [30, 40, 60], { card: true }),
  ],
  electric: true, price: [4900, 12900], unit: [700, 160, 260, 3500], saleDouble: [1], perCarton: [1, 2],
  accessories: ["hepa-filter"], weight: 2,
};

const robotVacuum: ProductType = {
  key: "robot-vacuum", code: "RV", genders: "mmmmm", family: "cleaning", drawing: "robot-vacuum",
  noun: ["Robot Vacuum Cleaner", "扫地机器人", "Robot aspirador", "Robot aspirapolvere", "Robot sprzątający", "Saugroboter", "Robotstofzuiger", "Robot aspirateur", "Robô aspirador"],
  colours: ["black", "white"],
  params: [
    num("suction", "Pa", [2000, 2700, 4000], { card: true, inName: true }),
    num("runtime", "min", [100, 120, 150], { card: true }),
    code("connectivity", ["Wi-Fi 2.4 GHz"]),
    num("noise", "dB", [65, 62, 58]),
  ],
  electric: true, price: [9000, 18000], unit: [360, 360, 110, 3800], saleDouble: [1], perCarton: [1, 2],
  accessories: ["hepa-filter"],
};

const hepaFilter: ProductType = {
  key: "hepa-filter", code: "VF", genders: "mmmmm", family: "applianceAccessory", drawing: "filter",
  noun: ["HEPA Filter Set", "HEPA滤网套装", "Kit de filtros HEPA", "Kit di filtri HEPA", "Zestaw filtrów HEPA", "HEPA-Filterset", "HEPA-filterset", "Kit de filtres HEPA", "Kit de filtros HEPA"],
  colours: [],
  params: [num("pieces", "", [2, 3, 4], { card: true }), material(["polyester"])],
  electric: false, price: [390, 1290], unit: [150, 100, 60, 150], saleDouble: [5, 10], perCarton: [50, 100],
};

const hairDryer: ProductType = {
  key: "hair-dryer", code: "HD", genders: "mmmmf", family: "hair", drawing: "hair-dryer",
  noun: ["Hair Dryer", "吹风机", "Secador de pelo", "Asciugacapelli", "Suszarka do włosów", "Haartrockner", "Haardroger", "Sèche-cheveux", "Secador de cabelo"],
  colours: ["black", "pink", "white"],
  params: [num("power", "W", [1800, 2200, 2400], { card: true, inName: true }), num("speeds", "", [2, 3, 3], { card: true })],
  electric: true, price: [1200, 3500], unit: [250, 100, 250, 700], saleDouble: [1, 2], perCarton: [12, 24], weight: 2,
};

const straightener: ProductType = {
  key: "hair-straightener", code: "HS", genders: "ffmmf", family: "hair", drawing: "straightener",
  noun: ["Hair Straightener", "直发器", "Plancha de pelo", "Piastra per capelli", "Prostownica do włosów", "Glätteisen", "Stijltang", "Lisseur", "Alisador de cabelo"],
  colours: ["black", "pink"],
  params: [num("maxTemperature", "°C", [200, 230], { card: true, inName: true }), material(["ceramic"], { card: true })],
  electric: true, price: [1100, 2900], unit: [320, 80, 60, 400], saleDouble: [2], perCarton: [24, 48],
};

const shaver: ProductType = {
  key: "electric-shaver", code: "SH", genders: "fmmff", family: "grooming", drawing: "shaver",
  noun: ["Electric Shaver", "电动剃须刀", "Afeitadora eléctrica", "Rasoio elettrico", "Golarka elektryczna", "Elektrorasierer", "Elektrisch scheerapparaat", "Rasoir électrique", "Máquina de barbear elétrica"],
  colours: ["black", "silver"],
  params: [num("runtime", "min", [45, 60, 90], { card: true, inName: true }), code("ipRating", ["IPX7"], { card: true })],
  electric: true, price: [1500, 4500], unit: [180, 80, 70, 300], saleDouble: [2], perCarton: [24, 48],
};

const scale: ProductType = {
  key: "bathroom-scale", code: "SC", genders: "ffmff", family: "grooming", drawing: "scale",
  noun: ["Bathroom Scale", "体重秤", "Báscula de baño", "Bilancia pesapersone", "Waga łazienkowa", "Personenwaage", "Personenweegschaal", "Pèse-personne", "Balança de casa de banho"],
  colours: ["black", "white"],
  params: [num("maxLoad", "kg", [180, 180, 200], { card: true, inName: true }), material(["temperedGlass"], { card: true })],
  electric: false, price: [700, 2200], unit: [320, 320, 40, 1800], saleDouble: [2], perCarton: [6, 12],
};

const toothbrush: ProductType = {
  key: "electric-toothbrush", code: "TB", genders: "mmfff", family: "grooming", drawing: "toothbrush",
  noun: ["Electric Toothbrush", "电动牙刷", "Cepillo de dientes eléctrico", "Spazzolino elettrico", "Szczoteczka elektryczna", "Elektrische Zahnbürste", "Elektrische tandenborstel", "Brosse à dents électrique", "Escova de dentes elétrica"],
  colours: ["white", "black", "pink", "blue"],
  params: [num("modes", "", [3, 5], { card: true }), code("ipRating", ["IPX7"], { card: true })],
  electric: true, price: [900, 2900], unit: [250, 60, 50, 250], saleDouble: [2], perCarton: [24, 48],
};

export const AIGOSTAR_TREE: readonly Root[] = [
  {
    slug: "kitchen-appliances",
    names: ["Kitchen appliances", "厨房电器", "Electrodomésticos de cocina", "Elettrodomestici da cucina", "Sprzęt kuchenny", "Küchengeräte", "Keukenapparatuur", "Électroménager de cuisine", "Eletrodomésticos de cozinha"],
    branches: [
      {
        slug: "cooking",
        names: ["Cooking", "烹饪", "Cocción", "Cottura", "Gotowanie", "Kochen", "Koken", "Cuisson", "Cozinhar"],
        leaves: [
          { slug: "air-fryers", names: ["Air fryers", "空气炸锅", "Freidoras de aire", "Friggitrici ad aria", "Frytkownice beztłuszczowe", "Heißluftfritteusen", "Airfryers", "Friteuses sans huile", "Fritadeiras sem óleo"], types: [airFryer] },
          { slug: "kettles", names: ["Kettles", "电热水壶", "Hervidores", "Bollitori", "Czajniki", "Wasserkocher", "Waterkokers", "Bouilloires", "Chaleiras"], types: [kettle] },
          { slug: "toasters", names: ["Toasters", "多士炉", "Tostadoras", "Tostapane", "Tostery", "Toaster", "Broodroosters", "Grille-pain", "Torradeiras"], types: [toaster] },
        ],
      },
      {
        slug: "food-preparation",
        names: ["Food preparation", "食物料理", "Preparación de alimentos", "Preparazione dei cibi", "Przygotowanie posiłków", "Speisenzubereitung", "Voedselbereiding", "Préparation culinaire", "Preparação de alimentos"],
        leaves: [
          { slug: "blenders", names: ["Blenders", "搅拌机", "Batidoras de vaso", "Frullatori", "Blendery kielichowe", "Standmixer", "Blenders", "Blenders", "Liquidificadoras"], types: [blender] },
          { slug: "hand-mixers", names: ["Hand mixers", "手持打蛋器", "Batidoras de varillas", "Sbattitori elettrici", "Miksery ręczne", "Handmixer", "Handmixers", "Batteurs électriques", "Batedeiras"], types: [handMixer] },
          { slug: "coffee-machines", names: ["Coffee machines", "咖啡机", "Cafeteras", "Macchine da caffè", "Ekspresy do kawy", "Kaffeemaschinen", "Koffiemachines", "Machines à café", "Máquinas de café"], types: [coffeeMaker] },
        ],
      },
      {
        slug: "kitchen-accessories",
        names: ["Kitchen accessories", "厨房配件", "Accesorios de cocina", "Accessori per la cucina", "Akcesoria kuchenne", "Küchenzubehör", "Keukenaccessoires", "Accessoires de cuisine", "Acessórios de cozinha"],
        leaves: [
          { slug: "air-fryer-accessories", names: ["Air fryer accessories", "空气炸锅配件", "Accesorios para freidoras de aire", "Accessori per friggitrici ad aria", "Akcesoria do frytkownic", "Zubehör für Heißluftfritteusen", "Airfryer-accessoires", "Accessoires pour friteuses sans huile", "Acessórios para fritadeiras sem óleo"], types: [airFryerBasket] },
        ],
      },
    ],
  },
  {
    slug: "home-climate",
    names: ["Home & climate", "家居与环境", "Hogar y climatización", "Casa e clima", "Dom i klimat", "Haus & Klima", "Huis & klimaat", "Maison et climat", "Casa e climatização"],
    branches: [
      {
        slug: "climate",
        names: ["Climate control", "温控设备", "Climatización", "Climatizzazione", "Klimatyzacja i ogrzewanie", "Klimageräte", "Klimaatbeheersing", "Climatisation et chauffage", "Climatização"],
        leaves: [
          { slug: "fans", names: ["Fans", "风扇", "Ventiladores", "Ventilatori", "Wentylatory", "Ventilatoren", "Ventilatoren", "Ventilateurs", "Ventoinhas"], types: [fan] },
          { slug: "heaters", names: ["Heaters", "取暖器", "Calefactores", "Stufe e termoventilatori", "Grzejniki i termowentylatory", "Heizgeräte", "Kachels", "Chauffages d'appoint", "Aquecedores"], types: [heater] },
          { slug: "dehumidifiers", names: ["Dehumidifiers", "除湿机", "Deshumidificadores", "Deumidificatori", "Osuszacze powietrza", "Luftentfeuchter", "Luchtontvochtigers", "Déshumidificateurs", "Desumidificadores"], types: [dehumidifier] },
        ],
      },
      {
        slug: "cleaning",
        names: ["Cleaning", "清洁", "Limpieza", "Pulizia", "Sprzątanie", "Reinigung", "Schoonmaak", "Nettoyage", "Limpeza"],
        leaves: [
          { slug: "vacuum-cleaners", names: ["Vacuum cleaners", "吸尘器", "Aspiradoras", "Aspirapolvere", "Odkurzacze", "Staubsauger", "Stofzuigers", "Aspirateurs", "Aspiradores"], types: [vacuum] },
          { slug: "robot-vacuums", names: ["Robot vacuums", "扫地机器人", "Robots aspiradores", "Robot aspirapolvere", "Roboty sprzątające", "Saugroboter", "Robotstofzuigers", "Robots aspirateurs", "Robôs aspiradores"], types: [robotVacuum] },
          { slug: "vacuum-accessories", names: ["Vacuum accessories", "吸尘器配件", "Accesorios para aspiradoras", "Accessori per aspirapolvere", "Akcesoria do odkurzaczy", "Staubsaugerzubehör", "Stofzuigeraccessoires", "Accessoires d'aspirateur", "Acessórios para aspiradores"], types: [hepaFilter] },
        ],
      },
    ],
  },
  {
    slug: "personal-care",
    names: ["Personal care", "个人护理", "Cuidado personal", "Cura della persona", "Higiena osobista", "Körperpflege", "Persoonlijke verzorging", "Soins personnels", "Cuidado pessoal"],
    branches: [
      {
        slug: "hair-care",
        names: ["Hair care", "美发", "Cuidado del cabello", "Cura dei capelli", "Pielęgnacja włosów", "Haarpflege", "Haarverzorging", "Soins des cheveux", "Cuidado do cabelo"],
        leaves: [
          { slug: "hair-dryers", names: ["Hair dryers", "吹风机", "Secadores de pelo", "Asciugacapelli", "Suszarki do włosów", "Haartrockner", "Haardrogers", "Sèche-cheveux", "Secadores de cabelo"], types: [hairDryer] },
          { slug: "hair-straighteners", names: ["Hair straighteners", "直发器", "Planchas de pelo", "Piastre per capelli", "Prostownice do włosów", "Glätteisen", "Stijltangen", "Lisseurs", "Alisadores de cabelo"], types: [straightener] },
        ],
      },
      {
        slug: "grooming-health",
        names: ["Grooming & health", "修容与健康", "Afeitado y salud", "Rasatura e benessere", "Golenie i zdrowie", "Rasur & Gesundheit", "Scheren & gezondheid", "Rasage et santé", "Barbear e saúde"],
        leaves: [
          { slug: "shavers", names: ["Shavers", "剃须刀", "Afeitadoras", "Rasoi elettrici", "Golarki", "Rasierer", "Scheerapparaten", "Rasoirs", "Máquinas de barbear"], types: [shaver] },
          { slug: "bathroom-scales", names: ["Bathroom scales", "体重秤", "Básculas de baño", "Bilance pesapersone", "Wagi łazienkowe", "Personenwaagen", "Personenweegschalen", "Pèse-personnes", "Balanças de casa de banho"], types: [scale] },
          { slug: "electric-toothbrushes", names: ["Electric toothbrushes", "电动牙刷", "Cepillos de dientes eléctricos", "Spazzolini elettrici", "Szczoteczki elektryczne", "Elektrische Zahnbürsten", "Elektrische tandenborstels", "Brosses à dents électriques", "Escovas de dentes elétricas"], types: [toothbrush] },
        ],
      },
    ],
  },
];

/** Keeps only the named leaves (and the branches and roots above them). */
function pruneTree(tree: readonly Root[], leafSlugs: readonly string[]): Root[] {
  return tree
    .map((root) => ({
      ...root,
      branches: root.branches
        .map((branch) => ({ ...branch, leaves: branch.leaves.filter((leaf) => leafSlugs.includes(leaf.slug)) }))
        .filter((branch) => branch.leaves.length > 0),
    }))
    .filter((root) => root.branches.length > 0);
}

export const AIGOSTAR: BrandCatalogue = {
  tree: AIGOSTAR_TREE,
  tags: tagDefs(["best-seller", "energy-saving", "online-exclusive", "gift-idea", "smart-home", "quiet", "summer", "winter"], {
    "best-seller": { share: 0.06 },
    "energy-saving": { share: 0.3, types: ["air-fryer", "kettle", "pedestal-fan", "ceramic-heater", "dehumidifier"] },
    "online-exclusive": { share: 0.03 },
    "gift-idea": { share: 0.25, types: ["hair-dryer", "hair-straightener", "electric-shaver", "electric-toothbrush", "espresso-machine"] },
    "smart-home": { share: 0.6, types: ["robot-vacuum"] },
    quiet: { share: 0.2, types: ["pedestal-fan", "robot-vacuum", "dehumidifier", "blender"] },
    summer: { share: 0.5, types: ["pedestal-fan", "dehumidifier"] },
    winter: { share: 0.6, types: ["ceramic-heater"] },
  }),
  prefixes: { main: "843332", alternate: "843335", twin: "843337" },
  series: ["Cube", "Aura", "Hapi", "Nova", "Chef", "Pure", "Zen"],
  voltage: EU_VOLTAGE,
  currencies: EU_CURRENCIES,
};

export const AIGOSTAR_MX: BrandCatalogue = {
  tree: pruneTree(AIGOSTAR_TREE, [
    "air-fryers",
    "kettles",
    "blenders",
    "coffee-machines",
    "air-fryer-accessories",
    "fans",
    "vacuum-cleaners",
    "vacuum-accessories",
    "hair-dryers",
  ]),
  tags: tagDefs(["best-seller", "energy-saving", "gift-idea"], {
    "best-seller": { share: 0.08 },
    "energy-saving": { share: 0.3, types: ["air-fryer", "kettle", "pedestal-fan"] },
    "gift-idea": { share: 0.3, types: ["hair-dryer", "espresso-machine"] },
  }),
  prefixes: { main: "750389", alternate: "750390", twin: "750391" },
  series: ["Cube", "Hapi", "Chef", "Sol"],
  voltage: MX_VOLTAGE,
  currencies: MX_CURRENCIES,
};
