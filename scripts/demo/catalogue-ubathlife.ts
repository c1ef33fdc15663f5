import { type BrandCatalogue, EU_CURRENCIES, EU_VOLTAGE, type ProductType, code, material, num } from "./catalogue-types";
import { tagDefs } from "./tags";

const showerHead: ProductType = {
  key: "shower-head", code: "SW", genders: "mmfmf", family: "shower", drawing: "shower-head",
  noun: ["Rain Shower Head", "顶喷花洒", "Rociador de ducha", "Soffione doccia", "Deszczownica", "Regenduschkopf", "Regendouchekop", "Pomme de douche pluie", "Chuveiro de chuva"],
  colours: ["chrome", "black", "gold"],
  params: [num("diameter", "mm", [200, 250, 300], { card: true, inName: true }), material(["stainless", "brass"], { card: true })],
  electric: false, price: [1200, 4900], unit: [320, 320, 60, 1200], saleDouble: [1, 2], perCarton: [10, 20],
  accessories: ["shower-hose"], weight: 2,
};

const showerSystem: ProductType = {
  key: "shower-system", code: "SS", genders: "mfffm", family: "shower", drawing: "shower-set",
  noun: ["Shower System", "淋浴套装", "Conjunto de ducha", "Colonna doccia", "Zestaw prysznicowy", "Duschsystem", "Douchesysteem", "Colonne de douche", "Coluna de duche"],
  colours: ["chrome", "black", "gold"],
  params: [num("height", "cm", [90, 110, 120], { card: true, inName: true }), num("flowRate", "L/min", [9, 12, 15]), material(["brass", "stainless"], { card: true })],
  electric: false, price: [4900, 14900], unit: [1250, 350, 120, 6500], saleDouble: [1], perCarton: [1, 2],
  accessories: ["shower-head", "shower-hose"],
};

const showerHose: ProductType = {
  key: "shower-hose", code: "HO", genders: "mmmmm", family: "shower", drawing: "hose",
  noun: ["Shower Hose", "淋浴软管", "Flexo de ducha", "Flessibile doccia", "Wąż prysznicowy", "Brauseschlauch", "Doucheslang", "Flexible de douche", "Tubo de duche"],
  colours: ["chrome", "black"],
  params: [num("length", "m", [1.5, 1.75, 2], { card: true, inName: true }), material(["stainless"])],
  electric: false, price: [290, 990], unit: [200, 200, 50, 350], saleDouble: [5, 10], perCarton: [50, 100],
};

const basinMixer: ProductType = {
  key: "basin-mixer", code: "BM", genders: "mmmff", family: "taps", drawing: "basin-mixer",
  noun: ["Basin Mixer Tap", "面盆龙头", "Grifo de lavabo", "Miscelatore per lavabo", "Bateria umywalkowa", "Waschtischarmatur", "Wastafelkraan", "Mitigeur de lavabo", "Torneira de lavatório"],
  colours: ["chrome", "black", "gold"],
  params: [num("height", "mm", [150, 200, 300], { card: true, inName: true }), num("flowRate", "L/min", [5, 6, 7.5], { card: true }), material(["brass"])],
  electric: false, price: [1900, 6900], unit: [300, 200, 80, 1500], saleDouble: [1, 2], perCarton: [10, 20], weight: 2,
};

const kitchenMixer: ProductType = {
  key: "kitchen-mixer", code: "KM", genders: "mmmff", family: "taps", drawing: "kitchen-mixer",
  noun: ["Kitchen Mixer Tap", "厨房龙头", "Grifo de cocina", "Miscelatore da cucina", "Bateria kuchenna", "Küchenarmatur", "Keukenkraan", "Mitigeur de cuisine", "Torneira de cozinha"],
  colours: ["chrome", "black", "silver"],
  params: [num("height", "mm", [250, 350, 450], { card: true, inName: true }), num("flowRate", "L/min", [6, 8, 9]), material(["brass", "stainless"], { card: true })],
  electric: false, price: [2500, 7900], unit: [450, 250, 90, 2200], saleDouble: [1], perCarton: [6, 10],
};

const towelRail: ProductType = {
  key: "towel-rail", code: "TR", genders: "mmmmm", family: "bathAccessories", drawing: "towel-rail",
  noun: ["Towel Rail", "毛巾架", "Toallero", "Portasciugamani", "Wieszak na ręczniki", "Handtuchhalter", "Handdoekrek", "Porte-serviettes", "Toalheiro"],
  colours: ["chrome", "black", "gold"],
  params: [num("length", "cm", [40, 60, 80], { card: true, inName: true }), material(["stainless", "aluminium"], { card: true })],
  electric: false, price: [690, 2900], unit: [650, 100, 60, 800], saleDouble: [2, 4], perCarton: [20, 40],
  accessories: ["soap-dispenser"],
};

const soapDispenser: ProductType = {
  key: "soap-dispenser", code: "SD", genders: "mmmmm", family: "bathAccessories", drawing: "soap-dispenser",
  noun: ["Soap Dispenser", "皂液器", "Dosificador de jabón", "Dispenser di sapone", "Dozownik mydła", "Seifenspender", "Zeepdispenser", "Distributeur de savon", "Doseador de sabão"],
  colours: ["white", "black", "grey"],
  params: [num("capacity", "ml", [300, 400, 500], { card: true, inName: true }), material(["ceramic", "glass", "stainless"], { card: true })],
  electric: false, price: [350, 1490], unit: [80, 80, 190, 450], saleDouble: [6], perCarton: [24, 48],
};

const toiletSeat: ProductType = {
  key: "toilet-seat", code: "WC", genders: "mmmff", family: "bathAccessories", drawing: "toilet-seat",
  noun: ["Soft-Close Toilet Seat", "缓降马桶盖", "Asiento de inodoro con cierre suave", "Sedile WC a chiusura rallentata", "Deska sedesowa wolnoopadająca", "WC-Sitz mit Absenkautomatik", "Toiletbril met softclose", "Abattant WC à fermeture douce", "Tampa de sanita com fecho suave"],
  colours: ["white", "black"],
  params: [num("size", "mm", [360, 370, 380], { card: true }), material(["duroplast"], { card: true })],
  electric: false, price: [1500, 3900], unit: [460, 380, 70, 2600], saleDouble: [1], perCarton: [4, 6],
};

const ledMirror: ProductType = {
  key: "led-mirror", code: "MR", genders: "mmmmn", family: "mirror", drawing: "mirror",
  noun: ["LED Bathroom Mirror", "LED浴室镜", "Espejo de baño LED", "Specchio da bagno LED", "Lustro łazienkowe LED", "LED-Badspiegel", "LED-badkamerspiegel", "Miroir de salle de bain LED", "Espelho de casa de banho LED"],
  colours: [],
  params: [code("size", ["50 × 70 cm", "60 × 80 cm", "80 × 100 cm"], { card: true, inName: true }), num("power", "W", [15, 20, 30]), code("ipRating", ["IP44"], { card: true })],
  electric: true, price: [3900, 12900], unit: [800, 600, 60, 9000], saleDouble: [1], perCarton: [1],
};

export const UBATHLIFE: BrandCatalogue = {
  tree: [
    {
      slug: "showers",
      names: ["Showers", "淋浴", "Duchas", "Docce", "Prysznice", "Duschen", "Douches", "Douches", "Duches"],
      branches: [
        {
          slug: "shower-systems",
          names: ["Shower systems", "淋浴系统", "Sistemas de ducha", "Sistemi doccia", "Systemy prysznicowe", "Duschsysteme", "Douchesystemen", "Systèmes de douche", "Sistemas de duche"],
          leaves: [
            { slug: "shower-heads", names: ["Shower heads", "花洒", "Rociadores de ducha", "Soffioni doccia", "Deszczownice", "Duschköpfe", "Douchekoppen", "Pommes de douche", "Chuveiros"], types: [showerHead] },
            { slug: "shower-columns", names: ["Shower columns", "淋浴柱", "Columnas de ducha", "Colonne doccia", "Kolumny prysznicowe", "Duschsäulen", "Douchekolommen", "Colonnes de douche", "Colunas de duche"], types: [showerSystem] },
          ],
        },
        {
          slug: "shower-accessories",
          names: ["Shower accessories", "淋浴配件", "Accesorios de ducha", "Accessori doccia", "Akcesoria prysznicowe", "Duschzubehör", "Doucheaccessoires", "Accessoires de douche", "Acessórios de duche"],
          leaves: [
            { slug: "shower-hoses", names: ["Shower hoses", "淋浴软管", "Flexos de ducha", "Flessibili doccia", "Węże prysznicowe", "Brauseschläuche", "Doucheslangen", "Flexibles de douche", "Tubos de duche"], types: [showerHose] },
          ],
        },
      ],
    },
    {
      slug: "taps",
      names: ["Taps", "龙头", "Grifería", "Rubinetteria", "Baterie", "Armaturen", "Kranen", "Robinetterie", "Torneiras"],
      branches: [
        {
          slug: "basin-taps",
          names: ["Basin taps", "面盆龙头", "Grifos de lavabo", "Rubinetti per lavabo", "Baterie umywalkowe", "Waschtischarmaturen", "Wastafelkranen", "Robinets de lavabo", "Torneiras de lavatório"],
          leaves: [
            { slug: "basin-mixers", names: ["Basin mixers", "面盆混水龙头", "Monomandos de lavabo", "Miscelatori per lavabo", "Baterie jednouchwytowe", "Einhebel-Waschtischmischer", "Eenhendel wastafelmengkranen", "Mitigeurs de lavabo", "Misturadoras de lavatório"], types: [basinMixer] },
          ],
        },
        {
          slug: "kitchen-taps",
          names: ["Kitchen taps", "厨房龙头", "Grifos de cocina", "Rubinetti da cucina", "Baterie kuchenne", "Küchenarmaturen", "Keukenkranen", "Robinets de cuisine", "Torneiras de cozinha"],
          leaves: [
            { slug: "kitchen-mixers", names: ["Kitchen mixers", "厨房混水龙头", "Monomandos de cocina", "Miscelatori da cucina", "Baterie zlewozmywakowe", "Einhebel-Küchenmischer", "Eenhendel keukenmengkranen", "Mitigeurs de cuisine", "Misturadoras de cozinha"], types: [kitchenMixer] },
          ],
        },
      ],
    },
    {
      slug: "bathroom",
      names: ["Bathroom furnishings", "浴室用品", "Equipamiento de baño", "Arredo bagno", "Wyposażenie łazienki", "Badausstattung", "Badkamerinrichting", "Équipement de salle de bain", "Equipamento de casa de banho"],
      branches: [
        {
          slug: "bath-accessories",
          names: ["Bathroom accessories", "浴室配件", "Accesorios de baño", "Accessori bagno", "Akcesoria łazienkowe", "Badaccessoires", "Badkameraccessoires", "Accessoires de salle de bain", "Acessórios de casa de banho"],
          leaves: [
            { slug: "towel-rails", names: ["Towel rails", "毛巾架", "Toalleros", "Portasciugamani", "Wieszaki na ręczniki", "Handtuchhalter", "Handdoekrekken", "Porte-serviettes", "Toalheiros"], types: [towelRail] },
            { slug: "soap-dispensers", names: ["Soap dispensers", "皂液器", "Dosificadores de jabón", "Dispenser di sapone", "Dozowniki mydła", "Seifenspender", "Zeepdispensers", "Distributeurs de savon", "Doseadores de sabão"], types: [soapDispenser] },
          ],
        },
        {
          slug: "toilet",
          names: ["Toilet", "马桶配件", "Inodoro", "WC", "WC", "WC", "Toilet", "WC", "Sanita"],
          leaves: [
            { slug: "toilet-seats", names: ["Toilet seats", "马桶盖", "Asientos de inodoro", "Sedili WC", "Deski sedesowe", "WC-Sitze", "Toiletbrillen", "Abattants WC", "Tampas de sanita"], types: [toiletSeat] },
          ],
        },
        {
          slug: "mirrors",
          names: ["Mirrors", "镜子", "Espejos", "Specchi", "Lustra", "Spiegel", "Spiegels", "Miroirs", "Espelhos"],
          leaves: [
            { slug: "led-mirrors", names: ["LED mirrors", "LED镜", "Espejos LED", "Specchi LED", "Lustra LED", "LED-Spiegel", "LED-spiegels", "Miroirs LED", "Espelhos LED"], types: [ledMirror] },
          ],
        },
      ],
    },
  ],
  tags: tagDefs(["best-seller", "easy-install", "waterproof", "eco", "online-exclusive"], {
    "best-seller": { share: 0.06 },
    "easy-install": { share: 0.4, types: ["towel-rail", "soap-dispenser", "shower-head", "shower-hose"] },
    waterproof: { share: 0.5, types: ["led-mirror"] },
    eco: { share: 0.3, types: ["shower-head", "basin-mixer", "kitchen-mixer"] },
    "online-exclusive": { share: 0.03 },
  }),
  prefixes: { main: "843881", alternate: "843882", twin: "843883" },
  series: ["Aqua", "Linea", "Stone", "Verso", "Onda"],
  voltage: EU_VOLTAGE,
  currencies: EU_CURRENCIES,
};
