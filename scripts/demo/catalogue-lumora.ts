import { type BrandCatalogue, EU_CURRENCIES, EU_VOLTAGE, type ProductType, code, material, num } from "./catalogue-types";
import { tagDefs } from "./tags";

const COLOUR_TEMPERATURES = ["2700 K", "4000 K", "6500 K"] as const;

const bulbE27: ProductType = {
  key: "led-bulb-e27", code: "LB", genders: "fffff", family: "bulbs", drawing: "bulb",
  noun: ["LED Bulb", "LED灯泡", "Bombilla LED", "Lampadina LED", "Żarówka LED", "LED-Lampe", "LED-lamp", "Ampoule LED", "Lâmpada LED"],
  colours: [],
  params: [
    code("socket", ["E27"], { card: true, inName: true }),
    num("power", "W", [5, 8, 10, 13, 15], { card: true, inName: true }),
    num("luminousFlux", "lm", [470, 806, 1055, 1521, 1900], { card: true, inName: true }),
    code("colourTemperature", COLOUR_TEMPERATURES, { card: true, inName: true }),
    num("lifetime", "h", [15000, 25000]),
  ],
  electric: true, price: [60, 300], unit: [60, 60, 110, 45], saleDouble: [10], perCarton: [100, 200], weight: 4,
};

const candleE14: ProductType = {
  key: "led-candle-e14", code: "LC", genders: "fffff", family: "bulbs", drawing: "candle-bulb",
  noun: ["LED Candle Bulb", "LED蜡烛灯泡", "Bombilla LED vela", "Lampadina LED a candela", "Żarówka LED świeczka", "LED-Kerzenlampe", "LED-kaarslamp", "Ampoule LED flamme", "Lâmpada LED vela"],
  colours: [],
  params: [
    code("socket", ["E14"], { card: true, inName: true }),
    num("power", "W", [4, 5.5, 7], { card: true, inName: true }),
    num("luminousFlux", "lm", [470, 520, 806], { card: true, inName: true }),
    code("colourTemperature", ["2700 K", "4000 K"], { card: true, inName: true }),
  ],
  electric: true, price: [70, 260], unit: [40, 40, 100, 30], saleDouble: [10], perCarton: [100, 200], weight: 2,
};

const spotGu10: ProductType = {
  key: "led-spot-gu10", code: "GU", genders: "fffff", family: "bulbs", drawing: "spot",
  noun: ["LED Spotlight Bulb", "LED射灯灯泡", "Bombilla LED dicroica", "Lampadina LED spot", "Żarówka LED punktowa", "LED-Spot", "LED-spot", "Ampoule LED spot", "Lâmpada LED dicroica"],
  colours: [],
  params: [
    code("socket", ["GU10"], { card: true, inName: true }),
    num("power", "W", [4, 5, 7], { card: true, inName: true }),
    num("luminousFlux", "lm", [345, 400, 575], { card: true }),
    code("beamAngle", ["36°", "60°", "120°"]),
    code("colourTemperature", COLOUR_TEMPERATURES, { card: true, inName: true }),
  ],
  electric: true, price: [80, 250], unit: [50, 50, 60, 40], saleDouble: [10], perCarton: [100, 200], weight: 2,
};

const ceilingLight: ProductType = {
  key: "led-ceiling-light", code: "CE", genders: "mfmmm", family: "fixtures", drawing: "ceiling-light",
  noun: ["LED Ceiling Light", "LED吸顶灯", "Plafón LED", "Plafoniera LED", "Plafon LED", "LED-Deckenleuchte", "LED-plafondlamp", "Plafonnier LED", "Plafon LED"],
  colours: ["white", "black"],
  params: [
    num("power", "W", [18, 24, 36, 48], { card: true, inName: true }),
    num("diameter", "cm", [30, 38, 45, 50], { card: true }),
    num("luminousFlux", "lm", [1800, 2400, 3600, 4800], { card: true }),
    code("colourTemperature", COLOUR_TEMPERATURES),
    code("ipRating", ["IP20", "IP44"]),
  ],
  electric: true, price: [900, 3900], unit: [520, 520, 110, 1500], saleDouble: [1], perCarton: [4, 6], weight: 2,
};

const pendant: ProductType = {
  key: "pendant-light", code: "PL", genders: "fffmf", family: "fixtures", drawing: "pendant",
  noun: ["Pendant Light", "吊灯", "Lámpara colgante", "Lampada a sospensione", "Lampa wisząca", "Pendelleuchte", "Hanglamp", "Suspension", "Candeeiro suspenso"],
  colours: ["black", "white", "gold"],
  params: [code("socket", ["E27"], { card: true }), num("diameter", "cm", [25, 35, 45], { card: true, inName: true }), material(["metal", "glass", "rattan"], { card: true })],
  electric: true, price: [1200, 4900], unit: [450, 450, 300, 1600], saleDouble: [1], perCarton: [4],
  accessories: ["led-bulb-e27", "smart-bulb"],
};

const floodlight: ProductType = {
  key: "led-floodlight", code: "FD", genders: "mmmmm", family: "fixtures", drawing: "floodlight",
  noun: ["LED Floodlight", "LED投光灯", "Proyector LED", "Proiettore LED", "Naświetlacz LED", "LED-Fluter", "LED-schijnwerper", "Projecteur LED", "Projetor LED"],
  colours: ["black", "white"],
  params: [
    num("power", "W", [10, 20, 30, 50, 100], { card: true, inName: true }),
    num("luminousFlux", "lm", [900, 1800, 2700, 4500, 9000], { card: true }),
    code("ipRating", ["IP65"], { card: true, inName: true }),
  ],
  electric: true, price: [390, 2900], unit: [150, 120, 50, 500], saleDouble: [2, 4], perCarton: [20, 40],
  accessories: ["electrical-cable"],
};

const solar: ProductType = {
  key: "solar-garden-light", code: "SO", genders: "fffff", family: "solar", drawing: "solar-light",
  noun: ["Solar Garden Light", "太阳能庭院灯", "Luz solar de jardín", "Lampada solare da giardino", "Lampa solarna ogrodowa", "Solar-Gartenleuchte", "Solar tuinlamp", "Lampe solaire de jardin", "Luz solar de jardim"],
  colours: ["black", "silver"],
  params: [
    num("luminousFlux", "lm", [50, 100, 200], { card: true, inName: true }),
    num("pieces", "", [1, 2, 4], { card: true }),
    num("runtime", "h", [6, 8, 10]),
    code("ipRating", ["IP44", "IP65"], { card: true }),
  ],
  electric: false, price: [290, 1490], unit: [120, 120, 380, 300], saleDouble: [2, 4], perCarton: [24, 48],
};

const wallSocket: ProductType = {
  key: "wall-socket", code: "WS", genders: "ffffn", family: "electrical", drawing: "socket",
  noun: ["Wall Socket", "墙壁插座", "Base de enchufe", "Presa a muro", "Gniazdo ścienne", "Wandsteckdose", "Wandcontactdoos", "Prise murale", "Tomada de parede"],
  colours: ["white", "black", "grey"],
  params: [num("outlets", "", [1, 2], { card: true }), num("current", "A", [16], { card: true, inName: true })],
  electric: true, price: [190, 990], unit: [86, 86, 40, 90], saleDouble: [10], perCarton: [100, 200], weight: 2,
};

const lightSwitch: ProductType = {
  key: "light-switch", code: "LS", genders: "mmmmm", family: "electrical", drawing: "switch",
  noun: ["Light Switch", "电灯开关", "Interruptor", "Interruttore", "Włącznik światła", "Lichtschalter", "Lichtschakelaar", "Interrupteur", "Interruptor"],
  colours: ["white", "black", "grey"],
  params: [num("current", "A", [10], { card: true, inName: true })],
  electric: true, price: [150, 790], unit: [86, 86, 35, 70], saleDouble: [10], perCarton: [100, 200],
};

const extensionLead: ProductType = {
  key: "extension-lead", code: "EX", genders: "ffffm", family: "electrical", drawing: "extension-lead",
  noun: ["Extension Lead", "排插", "Regleta", "Multipresa", "Przedłużacz", "Steckdosenleiste", "Stekkerdoos", "Multiprise", "Extensão elétrica"],
  colours: ["white", "black"],
  params: [
    num("outlets", "", [3, 4, 5, 6], { card: true }),
    num("length", "m", [1.5, 1.5, 3, 5], { card: true, inName: true }),
    num("current", "A", [16]),
  ],
  electric: true, price: [290, 1490], unit: [300, 60, 40, 450], saleDouble: [5, 10], perCarton: [40, 60],
  accessories: ["smart-plug"], weight: 2,
};

const cable: ProductType = {
  key: "electrical-cable", code: "CB", genders: "mmmmm", family: "electrical", drawing: "cable-reel",
  noun: ["Electrical Cable", "电线", "Cable eléctrico", "Cavo elettrico", "Przewód elektryczny", "Elektrokabel", "Elektriciteitskabel", "Câble électrique", "Cabo elétrico"],
  colours: ["black", "white", "grey"],
  params: [num("length", "m", [10, 25, 50, 100], { card: true, inName: true }), code("crossSection", ["3G1.5 mm²", "3G2.5 mm²"], { card: true, inName: true })],
  electric: false, price: [590, 8900], unit: [250, 250, 80, 1000], saleDouble: [1, 2], perCarton: [4, 8],
};

const smartPlug: ProductType = {
  key: "smart-plug", code: "SP", genders: "mfffn", family: "smart", drawing: "smart-plug",
  noun: ["Smart Plug", "智能插座", "Enchufe inteligente", "Presa smart", "Inteligentne gniazdko", "Smarte Steckdose", "Slimme stekker", "Prise connectée", "Tomada inteligente"],
  colours: ["white"],
  params: [code("connectivity", ["Wi-Fi 2.4 GHz", "Zigbee 3.0"], { card: true, inName: true }), num("current", "A", [16], { card: true })],
  electric: true, price: [490, 1290], unit: [60, 60, 80, 90], saleDouble: [4], perCarton: [48, 96],
};

const smartBulb: ProductType = {
  key: "smart-bulb", code: "SB", genders: "fffff", family: "smart", drawing: "smart-bulb",
  noun: ["Smart LED Bulb", "智能LED灯泡", "Bombilla LED inteligente", "Lampadina LED smart", "Inteligentna żarówka LED", "Smarte LED-Lampe", "Slimme LED-lamp", "Ampoule LED connectée", "Lâmpada LED inteligente"],
  colours: [],
  params: [
    code("socket", ["E27", "GU10"], { card: true, inName: true }),
    num("power", "W", [9, 5], { card: true, inName: true }),
    num("luminousFlux", "lm", [806, 350]),
    code("colourTemperature", ["RGB + 2700–6500 K"], { card: true }),
    code("connectivity", ["Wi-Fi 2.4 GHz"]),
  ],
  electric: true, price: [390, 1290], unit: [60, 60, 120, 60], saleDouble: [4], perCarton: [48, 96],
};

export const LUMORA: BrandCatalogue = {
  tree: [
    {
      slug: "led-bulbs",
      names: ["LED bulbs", "LED灯泡", "Bombillas LED", "Lampadine LED", "Żarówki LED", "LED-Lampen", "LED-lampen", "Ampoules LED", "Lâmpadas LED"],
      branches: [
        {
          slug: "standard-bulbs",
          names: ["Standard bulbs", "标准灯泡", "Bombillas estándar", "Lampadine standard", "Żarówki standardowe", "Standardlampen", "Standaardlampen", "Ampoules standard", "Lâmpadas standard"],
          leaves: [
            { slug: "e27-bulbs", names: ["E27 bulbs", "E27灯泡", "Bombillas E27", "Lampadine E27", "Żarówki E27", "E27-Lampen", "E27-lampen", "Ampoules E27", "Lâmpadas E27"], types: [bulbE27] },
            { slug: "e14-bulbs", names: ["E14 bulbs", "E14灯泡", "Bombillas E14", "Lampadine E14", "Żarówki E14", "E14-Lampen", "E14-lampen", "Ampoules E14", "Lâmpadas E14"], types: [candleE14] },
          ],
        },
        {
          slug: "spotlights",
          names: ["Spotlights", "射灯", "Focos", "Faretti", "Oświetlenie punktowe", "Spots", "Spots", "Spots", "Focos"],
          leaves: [
            { slug: "gu10-spots", names: ["GU10 spotlights", "GU10射灯", "Bombillas GU10", "Lampadine GU10", "Żarówki GU10", "GU10-Spots", "GU10-spots", "Spots GU10", "Lâmpadas GU10"], types: [spotGu10] },
          ],
        },
      ],
    },
    {
      slug: "lighting",
      names: ["Indoor & outdoor lighting", "室内外照明", "Iluminación interior y exterior", "Illuminazione per interni ed esterni", "Oświetlenie wewnętrzne i zewnętrzne", "Innen- & Außenbeleuchtung", "Binnen- & buitenverlichting", "Éclairage intérieur et extérieur", "Iluminação interior e exterior"],
      branches: [
        {
          slug: "ceiling-lights",
          names: ["Ceiling lights", "吸顶灯与吊灯", "Lámparas de techo", "Lampade da soffitto", "Lampy sufitowe", "Deckenleuchten", "Plafondlampen", "Plafonniers et suspensions", "Candeeiros de teto"],
          leaves: [
            { slug: "led-ceiling-lights", names: ["LED ceiling lights", "LED吸顶灯", "Plafones LED", "Plafoniere LED", "Plafony LED", "LED-Deckenleuchten", "LED-plafondlampen", "Plafonniers LED", "Plafons LED"], types: [ceilingLight] },
            { slug: "pendant-lights", names: ["Pendant lights", "吊灯", "Lámparas colgantes", "Lampade a sospensione", "Lampy wiszące", "Pendelleuchten", "Hanglampen", "Suspensions", "Candeeiros suspensos"], types: [pendant] },
          ],
        },
        {
          slug: "outdoor-lighting",
          names: ["Outdoor lighting", "户外照明", "Iluminación exterior", "Illuminazione per esterni", "Oświetlenie zewnętrzne", "Außenbeleuchtung", "Buitenverlichting", "Éclairage extérieur", "Iluminação exterior"],
          leaves: [
            { slug: "floodlights", names: ["Floodlights", "投光灯", "Proyectores", "Proiettori", "Naświetlacze", "Fluter", "Schijnwerpers", "Projecteurs", "Projetores"], types: [floodlight] },
            { slug: "solar-lights", names: ["Solar lights", "太阳能灯", "Luces solares", "Lampade solari", "Lampy solarne", "Solarleuchten", "Solarlampen", "Lampes solaires", "Luzes solares"], types: [solar] },
          ],
        },
      ],
    },
    {
      slug: "electrical",
      names: ["Electrical", "电工", "Material eléctrico", "Materiale elettrico", "Elektryka", "Elektroinstallation", "Elektra", "Matériel électrique", "Material elétrico"],
      branches: [
        {
          slug: "wiring-devices",
          names: ["Switches & sockets", "开关插座", "Enchufes e interruptores", "Prese e interruttori", "Gniazda i łączniki", "Schalter & Steckdosen", "Schakelaars & stopcontacten", "Prises et interrupteurs", "Tomadas e interruptores"],
          leaves: [
            { slug: "sockets", names: ["Sockets", "插座", "Enchufes", "Prese", "Gniazda", "Steckdosen", "Stopcontacten", "Prises", "Tomadas"], types: [wallSocket] },
            { slug: "switches", names: ["Switches", "开关", "Interruptores", "Interruttori", "Łączniki", "Schalter", "Schakelaars", "Interrupteurs", "Interruptores"], types: [lightSwitch] },
          ],
        },
        {
          slug: "power-distribution",
          names: ["Power distribution", "配电", "Distribución eléctrica", "Distribuzione elettrica", "Rozdział energii", "Stromverteilung", "Stroomverdeling", "Distribution électrique", "Distribuição elétrica"],
          leaves: [
            { slug: "extension-leads", names: ["Extension leads", "排插", "Regletas", "Multiprese", "Przedłużacze", "Steckdosenleisten", "Stekkerdozen", "Multiprises", "Extensões elétricas"], types: [extensionLead] },
            { slug: "cables", names: ["Cables", "电线电缆", "Cables", "Cavi", "Przewody", "Kabel", "Kabels", "Câbles", "Cabos"], types: [cable] },
          ],
        },
      ],
    },
    {
      slug: "smart-home",
      names: ["Smart home", "智能家居", "Hogar inteligente", "Casa smart", "Inteligentny dom", "Smart Home", "Slim huis", "Maison connectée", "Casa inteligente"],
      branches: [
        {
          slug: "smart-devices",
          names: ["Smart devices", "智能设备", "Dispositivos inteligentes", "Dispositivi smart", "Urządzenia smart", "Smarte Geräte", "Slimme apparaten", "Objets connectés", "Dispositivos inteligentes"],
          leaves: [
            { slug: "smart-plugs", names: ["Smart plugs", "智能插座", "Enchufes inteligentes", "Prese smart", "Inteligentne gniazdka", "Smarte Steckdosen", "Slimme stekkers", "Prises connectées", "Tomadas inteligentes"], types: [smartPlug] },
            { slug: "smart-bulbs", names: ["Smart bulbs", "智能灯泡", "Bombillas inteligentes", "Lampadine smart", "Inteligentne żarówki", "Smarte Lampen", "Slimme lampen", "Ampoules connectées", "Lâmpadas inteligentes"], types: [smartBulb] },
          ],
        },
      ],
    },
  ],
  tags: tagDefs(["best-seller", "energy-saving", "smart-home", "waterproof", "easy-install", "eco"], {
    "best-seller": { share: 0.06 },
    "energy-saving": { share: 0.5, types: ["led-bulb-e27", "led-candle-e14", "led-spot-gu10", "led-ceiling-light"] },
    "smart-home": { share: 0.8, types: ["smart-plug", "smart-bulb"] },
    waterproof: { share: 0.5, types: ["led-floodlight", "solar-garden-light"] },
    "easy-install": { share: 0.2, types: ["smart-plug", "led-ceiling-light", "solar-garden-light"] },
    eco: { share: 0.5, types: ["solar-garden-light"] },
  }),
  prefixes: { main: "590747", alternate: "590748", twin: "590749" },
  series: ["Lux", "Nova", "Prism", "Spark", "Halo"],
  voltage: EU_VOLTAGE,
  currencies: EU_CURRENCIES,
};
