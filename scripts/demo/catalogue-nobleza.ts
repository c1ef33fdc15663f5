import { type BrandCatalogue, EU_CURRENCIES, EU_VOLTAGE, type ProductType, code, material, num } from "./catalogue-types";
import { tagDefs } from "./tags";

const dogBed: ProductType = {
  key: "dog-bed", code: "DB", genders: "ffmfn", family: "petRest", drawing: "dog-bed",
  noun: ["Dog Bed", "狗窝", "Cama para perro", "Cuccia per cani", "Legowisko dla psa", "Hundebett", "Hondenmand", "Panier pour chien", "Cama para cão"],
  colours: ["grey", "beige", "brown", "blue"],
  params: [num("size", "cm", [50, 70, 90, 110], { card: true, inName: true }), code("petSize", ["S", "M", "L", "XL"], { card: true }), material(["plush", "polyester"])],
  electric: false, price: [900, 3900], unit: [500, 400, 150, 1200], saleDouble: [1, 2], perCarton: [4, 8],
  accessories: ["dog-toy", "dog-bowl"], weight: 2,
};

const carrier: ProductType = {
  key: "pet-carrier", code: "CR", genders: "mmffm", family: "petHousing", drawing: "carrier",
  noun: ["Pet Carrier", "宠物航空箱", "Transportín", "Trasportino", "Transporter dla zwierząt", "Transportbox", "Transportbox", "Caisse de transport", "Transportadora"],
  colours: ["grey", "blue", "beige"],
  params: [num("size", "cm", [48, 58, 68], { card: true, inName: true }), num("maxLoad", "kg", [8, 12, 18], { card: true }), material(["plastic"])],
  electric: false, price: [1300, 3500], unit: [480, 320, 300, 1900], saleDouble: [1], perCarton: [2, 3],
};

const collar: ProductType = {
  key: "dog-collar", code: "CL", genders: "mmmff", family: "petWalk", drawing: "collar",
  noun: ["Dog Collar", "狗项圈", "Collar para perro", "Collare per cani", "Obroża dla psa", "Hundehalsband", "Halsband voor honden", "Collier pour chien", "Coleira para cão"],
  colours: ["red", "blue", "black", "green"],
  params: [code("petSize", ["S", "M", "L"], { card: true, inName: true }), num("length", "cm", [30, 45, 60]), material(["nylon"])],
  electric: false, price: [250, 890], unit: [200, 60, 30, 60], saleDouble: [6], perCarton: [120, 240],
  accessories: ["dog-lead"], weight: 2,
};

const lead: ProductType = {
  key: "dog-lead", code: "LD", genders: "fmfff", family: "petWalk", drawing: "lead",
  noun: ["Dog Lead", "狗牵引绳", "Correa para perro", "Guinzaglio per cani", "Smycz dla psa", "Hundeleine", "Hondenriem", "Laisse pour chien", "Trela para cão"],
  colours: ["red", "blue", "black", "green"],
  params: [num("length", "m", [1.2, 1.5, 2, 5], { card: true, inName: true }), material(["nylon"], { card: true })],
  electric: false, price: [290, 1490], unit: [220, 80, 40, 150], saleDouble: [6], perCarton: [60, 120],
};

const harness: ProductType = {
  key: "dog-harness", code: "HN", genders: "mfmmn", family: "petWalk", drawing: "harness",
  noun: ["Dog Harness", "狗胸背带", "Arnés para perro", "Pettorina per cani", "Szelki dla psa", "Hundegeschirr", "Hondentuig", "Harnais pour chien", "Peitoral para cão"],
  colours: ["red", "blue", "black", "grey"],
  params: [code("petSize", ["S", "M", "L", "XL"], { card: true, inName: true }), material(["nylon", "polyester"])],
  electric: false, price: [490, 1690], unit: [250, 200, 40, 200], saleDouble: [3, 6], perCarton: [60],
  accessories: ["dog-lead"],
};

const bowl: ProductType = {
  key: "dog-bowl", code: "BW", genders: "mffmf", family: "petFeedPlay", drawing: "bowl",
  noun: ["Dog Bowl", "狗食盆", "Comedero para perro", "Ciotola per cani", "Miska dla psa", "Hundenapf", "Voerbak voor honden", "Gamelle pour chien", "Comedouro para cão"],
  colours: ["silver", "white", "blue"],
  params: [num("capacity", "L", [0.45, 0.9, 1.8], { card: true, inName: true }), material(["stainless", "ceramic"], { card: true })],
  electric: false, price: [190, 890], unit: [200, 200, 70, 350], saleDouble: [6], perCarton: [36, 72],
};

const dogToy: ProductType = {
  key: "dog-toy", code: "TY", genders: "mmmmm", family: "petFeedPlay", drawing: "bone",
  noun: ["Dog Chew Toy", "狗咬胶玩具", "Juguete mordedor para perro", "Gioco da masticare per cani", "Gryzak dla psa", "Kauspielzeug für Hunde", "Kauwspeelgoed voor honden", "Jouet à mâcher pour chien", "Brinquedo mordedor para cão"],
  colours: ["red", "blue", "green"],
  params: [num("size", "cm", [10, 15, 20], { card: true, inName: true }), material(["rubber", "nylon"], { card: true })],
  electric: false, price: [150, 690], unit: [150, 60, 60, 120], saleDouble: [6, 12], perCarton: [144], weight: 2,
};

const catTree: ProductType = {
  key: "cat-tree", code: "ST", genders: "mmmmm", family: "petRest", drawing: "scratcher",
  noun: ["Cat Tree", "猫爬架", "Rascador para gatos", "Tiragraffi per gatti", "Drapak dla kota", "Kratzbaum", "Krabpaal", "Arbre à chat", "Arranhador para gatos"],
  colours: ["grey", "beige"],
  params: [num("height", "cm", [60, 90, 120, 150], { card: true, inName: true }), material(["sisal"], { card: true })],
  electric: false, price: [1200, 6900], unit: [600, 400, 200, 6000], saleDouble: [1], perCarton: [1, 2],
  accessories: ["cat-toy"], weight: 2,
};

const litterBox: ProductType = {
  key: "litter-box", code: "LB", genders: "mfmff", family: "petHygiene", drawing: "litter-box",
  noun: ["Litter Box", "猫砂盆", "Arenero para gatos", "Lettiera per gatti", "Kuweta dla kota", "Katzentoilette", "Kattenbak", "Bac à litière", "Caixa de areia para gatos"],
  colours: ["grey", "white", "blue"],
  params: [num("size", "cm", [40, 50, 56], { card: true, inName: true }), material(["plastic"])],
  electric: false, price: [690, 2900], unit: [500, 400, 200, 1500], saleDouble: [1, 2], perCarton: [4, 6],
  accessories: ["cat-litter"],
};

const catLitter: ProductType = {
  key: "cat-litter", code: "LT", genders: "ffffm", family: "petHygiene", drawing: "litter-bag",
  noun: ["Clumping Cat Litter", "结团猫砂", "Arena aglomerante para gatos", "Lettiera agglomerante", "Żwirek zbrylający", "Klumpende Katzenstreu", "Klonterende kattenbakvulling", "Litière agglomérante", "Areia aglomerante para gatos"],
  colours: [],
  params: [num("capacity", "L", [5, 10, 15], { card: true, inName: true }), material(["bentonite", "tofu"], { card: true })],
  electric: false, price: [290, 990], unit: [300, 120, 400, 5000], saleDouble: [1, 2], perCarton: [4, 6], weight: 2,
};

const catToy: ProductType = {
  key: "cat-toy", code: "CT", genders: "mmmmf", family: "petFeedPlay", drawing: "cat-toy",
  noun: ["Interactive Cat Toy", "互动逗猫玩具", "Juguete interactivo para gatos", "Gioco interattivo per gatti", "Interaktywna zabawka dla kota", "Interaktives Katzenspielzeug", "Interactief kattenspeeltje", "Jouet interactif pour chat", "Brinquedo interativo para gatos"],
  colours: ["red", "blue", "green", "pink"],
  params: [num("size", "cm", [8, 12, 25], { card: true }), material(["plastic", "plush"])],
  electric: false, price: [190, 1290], unit: [150, 100, 80, 120], saleDouble: [6], perCarton: [72, 144],
};

const cage: ProductType = {
  key: "small-animal-cage", code: "CG", genders: "fffff", family: "petHousing", drawing: "cage",
  noun: ["Small Animal Cage", "小宠笼", "Jaula para roedores", "Gabbia per roditori", "Klatka dla gryzoni", "Nagerkäfig", "Knaagdierkooi", "Cage pour rongeurs", "Gaiola para roedores"],
  colours: ["grey", "blue", "green"],
  params: [num("size", "cm", [60, 80, 100], { card: true, inName: true }), material(["metal"])],
  electric: false, price: [1900, 5900], unit: [600, 380, 200, 4500], saleDouble: [1], perCarton: [2],
};

const aquarium: ProductType = {
  key: "aquarium", code: "AQ", genders: "mmmmn", family: "aquarium", drawing: "aquarium",
  noun: ["Aquarium Kit", "鱼缸套装", "Acuario completo", "Acquario completo", "Akwarium z wyposażeniem", "Aquarium-Komplettset", "Compleet aquarium", "Aquarium équipé", "Aquário completo"],
  colours: ["black", "white"],
  params: [num("capacity", "L", [20, 54, 112], { card: true, inName: true }), num("power", "W", [5, 8, 12]), material(["glass"])],
  electric: true, price: [2900, 12900], unit: [420, 260, 330, 9000], saleDouble: [1], perCarton: [1],
  accessories: ["aquarium-filter"],
};

const aquariumFilter: ProductType = {
  key: "aquarium-filter", code: "FL", genders: "mmmmm", family: "aquarium", drawing: "aquarium-filter",
  noun: ["Aquarium Filter", "鱼缸过滤器", "Filtro para acuario", "Filtro per acquario", "Filtr do akwarium", "Aquariumfilter", "Aquariumfilter", "Filtre d'aquarium", "Filtro para aquário"],
  colours: [],
  params: [num("flowRate", "L/h", [300, 600, 1000], { card: true, inName: true }), num("power", "W", [5, 8, 12], { card: true })],
  electric: true, price: [690, 2900], unit: [180, 100, 250, 700], saleDouble: [1, 2], perCarton: [12, 24],
};

export const NOBLEZA: BrandCatalogue = {
  tree: [
    {
      slug: "dogs",
      names: ["Dogs", "狗狗", "Perros", "Cani", "Psy", "Hunde", "Honden", "Chiens", "Cães"],
      branches: [
        {
          slug: "rest-travel",
          names: ["Rest & travel", "休息与出行", "Descanso y viaje", "Riposo e viaggio", "Odpoczynek i podróże", "Ruhen & Reisen", "Rust & reizen", "Repos et voyage", "Descanso e viagem"],
          leaves: [
            { slug: "dog-beds", names: ["Dog beds", "狗窝", "Camas para perros", "Cucce per cani", "Legowiska dla psów", "Hundebetten", "Hondenmanden", "Paniers pour chiens", "Camas para cães"], types: [dogBed] },
            { slug: "pet-carriers", names: ["Carriers", "航空箱", "Transportines", "Trasportini", "Transportery", "Transportboxen", "Transportboxen", "Caisses de transport", "Transportadoras"], types: [carrier] },
          ],
        },
        {
          slug: "walking",
          names: ["Walking", "出行遛狗", "Paseo", "Passeggiata", "Spacer", "Gassi gehen", "Wandelen", "Promenade", "Passeio"],
          leaves: [
            { slug: "collars-leads", names: ["Collars & leads", "项圈与牵引绳", "Collares y correas", "Collari e guinzagli", "Obroże i smycze", "Halsbänder & Leinen", "Halsbanden & riemen", "Colliers et laisses", "Coleiras e trelas"], types: [collar, lead] },
            { slug: "harnesses", names: ["Harnesses", "胸背带", "Arneses", "Pettorine", "Szelki", "Geschirre", "Tuigen", "Harnais", "Peitorais"], types: [harness] },
          ],
        },
        {
          slug: "dog-feeding-play",
          names: ["Feeding & play", "喂食与玩耍", "Comida y juego", "Pappa e gioco", "Karmienie i zabawa", "Füttern & Spielen", "Voeren & spelen", "Repas et jeux", "Alimentação e brincadeira"],
          leaves: [
            { slug: "bowls-feeders", names: ["Bowls & feeders", "食盆与喂食器", "Comederos y bebederos", "Ciotole e mangiatoie", "Miski i karmniki", "Näpfe & Futterspender", "Voerbakken & voerautomaten", "Gamelles et distributeurs", "Comedouros e bebedouros"], types: [bowl] },
            { slug: "dog-toys", names: ["Dog toys", "狗狗玩具", "Juguetes para perros", "Giochi per cani", "Zabawki dla psów", "Hundespielzeug", "Hondenspeelgoed", "Jouets pour chiens", "Brinquedos para cães"], types: [dogToy] },
          ],
        },
      ],
    },
    {
      slug: "cats",
      names: ["Cats", "猫咪", "Gatos", "Gatti", "Koty", "Katzen", "Katten", "Chats", "Gatos"],
      branches: [
        {
          slug: "cat-furniture",
          names: ["Cat furniture", "猫家具", "Muebles para gatos", "Arredi per gatti", "Meble dla kotów", "Katzenmöbel", "Kattenmeubels", "Mobilier pour chats", "Mobiliário para gatos"],
          leaves: [
            { slug: "scratchers", names: ["Scratchers & cat trees", "猫抓板与猫爬架", "Rascadores", "Tiragraffi", "Drapaki", "Kratzbäume", "Krabpalen", "Arbres à chat et griffoirs", "Arranhadores"], types: [catTree] },
          ],
        },
        {
          slug: "cat-hygiene",
          names: ["Hygiene", "清洁卫生", "Higiene", "Igiene", "Higiena", "Hygiene", "Hygiëne", "Hygiène", "Higiene"],
          leaves: [
            { slug: "litter-boxes", names: ["Litter boxes", "猫砂盆", "Areneros", "Toilette per gatti", "Kuwety", "Katzentoiletten", "Kattenbakken", "Bacs à litière", "Caixas de areia"], types: [litterBox] },
            { slug: "cat-litter", names: ["Cat litter", "猫砂", "Arena para gatos", "Lettiera per gatti", "Żwirek dla kota", "Katzenstreu", "Kattenbakvulling", "Litière pour chat", "Areia para gatos"], types: [catLitter] },
          ],
        },
        {
          slug: "cat-play",
          names: ["Play", "玩耍", "Juego", "Gioco", "Zabawa", "Spielen", "Spelen", "Jeux", "Brincadeira"],
          leaves: [
            { slug: "cat-toys", names: ["Cat toys", "猫玩具", "Juguetes para gatos", "Giochi per gatti", "Zabawki dla kotów", "Katzenspielzeug", "Kattenspeelgoed", "Jouets pour chats", "Brinquedos para gatos"], types: [catToy] },
          ],
        },
      ],
    },
    {
      slug: "small-pets-fish",
      names: ["Small pets & fish", "小宠与水族", "Pequeños animales y peces", "Piccoli animali e pesci", "Małe zwierzęta i ryby", "Kleintiere & Fische", "Kleine huisdieren & vissen", "Petits animaux et poissons", "Pequenos animais e peixes"],
      branches: [
        {
          slug: "small-pets",
          names: ["Small pets", "小宠", "Pequeños animales", "Piccoli animali", "Małe zwierzęta", "Kleintiere", "Kleine huisdieren", "Petits animaux", "Pequenos animais"],
          leaves: [{ slug: "cages", names: ["Cages", "笼子", "Jaulas", "Gabbie", "Klatki", "Käfige", "Kooien", "Cages", "Gaiolas"], types: [cage] }],
        },
        {
          slug: "aquarium",
          names: ["Aquarium", "水族", "Acuariofilia", "Acquariofilia", "Akwarystyka", "Aquaristik", "Aquaria", "Aquariophilie", "Aquariofilia"],
          leaves: [
            { slug: "aquariums", names: ["Aquariums", "鱼缸", "Acuarios", "Acquari", "Akwaria", "Aquarien", "Aquariums", "Aquariums", "Aquários"], types: [aquarium] },
            { slug: "aquarium-filters", names: ["Filters", "过滤器", "Filtros", "Filtri", "Filtry", "Filter", "Filters", "Filtres", "Filtros"], types: [aquariumFilter] },
          ],
        },
      ],
    },
  ],
  tags: tagDefs(["best-seller", "eco", "machine-washable", "waterproof", "gift-idea", "quiet"], {
    "best-seller": { share: 0.06 },
    eco: { share: 0.4, types: ["cat-litter", "dog-toy", "dog-bowl"] },
    "machine-washable": { share: 0.6, types: ["dog-bed"] },
    waterproof: { share: 0.3, types: ["dog-collar", "dog-lead", "dog-harness"] },
    "gift-idea": { share: 0.2, types: ["dog-toy", "cat-toy"] },
    quiet: { share: 0.4, types: ["aquarium-filter"] },
  }),
  prefixes: { main: "843700", alternate: "843701", twin: "843702" },
  series: ["Comfort", "Nordic", "Sweet", "Urban", "Wild"],
  voltage: EU_VOLTAGE,
  currencies: EU_CURRENCIES,
};
