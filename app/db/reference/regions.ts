import type { LocalizedText } from "../schema";

/**
 * The administrative-region dictionary of the address book: first-level divisions (level 1,
 * "province") and a handful of major cities (level 2) per division, for the demo countries.
 * A place is its English name, or [English, local name] when the local name differs. Codes of
 * level 1 are the ISO 3166-2 subdivision codes; a city's code is its division's code and the
 * English name in capitals (ES-AN-SEVILLE). Where no city is listed the address takes free text.
 */
type Place = string | readonly [en: string, local: string];
type Division = readonly [code: string, name: Place, cities?: readonly Place[]];
type CountryRegions = { language: string | null; divisions: readonly Division[] };

const ES: CountryRegions = {
  language: "es",
  divisions: [
    ["ES-AN", ["Andalusia", "Andalucía"], [["Seville", "Sevilla"], "Málaga", "Córdoba", "Granada", "Almería", "Cádiz"]],
    ["ES-AR", ["Aragon", "Aragón"], ["Zaragoza", "Huesca", "Teruel"]],
    ["ES-AS", ["Asturias", "Principado de Asturias"], ["Oviedo", "Gijón", "Avilés"]],
    ["ES-CN", ["Canary Islands", "Canarias"], ["Las Palmas de Gran Canaria", "Santa Cruz de Tenerife"]],
    ["ES-CB", "Cantabria", ["Santander", "Torrelavega"]],
    ["ES-CL", ["Castile and León", "Castilla y León"], ["Valladolid", "Burgos", "León", "Salamanca"]],
    ["ES-CM", "Castilla-La Mancha", ["Toledo", "Albacete", "Guadalajara", "Ciudad Real"]],
    ["ES-CT", ["Catalonia", "Cataluña"], ["Barcelona", "L'Hospitalet de Llobregat", "Tarragona", "Girona", "Lleida"]],
    ["ES-EX", "Extremadura", ["Badajoz", "Cáceres", "Mérida"]],
    ["ES-GA", "Galicia", ["Vigo", "A Coruña", "Santiago de Compostela", "Ourense"]],
    ["ES-IB", ["Balearic Islands", "Illes Balears"], ["Palma", "Ibiza"]],
    ["ES-RI", "La Rioja", ["Logroño"]],
    ["ES-MD", ["Community of Madrid", "Comunidad de Madrid"], ["Madrid", "Alcalá de Henares", "Móstoles", "Getafe"]],
    ["ES-MC", ["Region of Murcia", "Región de Murcia"], ["Murcia", "Cartagena", "Lorca"]],
    ["ES-NC", ["Navarre", "Navarra"], ["Pamplona", "Tudela"]],
    ["ES-PV", ["Basque Country", "País Vasco"], ["Bilbao", "Vitoria-Gasteiz", ["San Sebastián", "Donostia-San Sebastián"]]],
    ["ES-VC", ["Valencian Community", "Comunitat Valenciana"], [["Valencia", "València"], "Alicante", "Castellón de la Plana", "Elche"]],
    ["ES-CE", "Ceuta", ["Ceuta"]],
    ["ES-ML", "Melilla", ["Melilla"]],
  ],
};

const IT: CountryRegions = {
  language: "it",
  divisions: [
    ["IT-65", "Abruzzo", ["L'Aquila", "Pescara", "Chieti"]],
    ["IT-77", "Basilicata", ["Potenza", "Matera"]],
    ["IT-78", "Calabria", ["Catanzaro", "Reggio Calabria", "Cosenza"]],
    ["IT-72", "Campania", [["Naples", "Napoli"], "Salerno", "Caserta"]],
    ["IT-45", "Emilia-Romagna", ["Bologna", "Modena", "Parma", "Rimini"]],
    ["IT-36", ["Friuli-Venezia Giulia", "Friuli Venezia Giulia"], ["Trieste", "Udine", "Pordenone"]],
    ["IT-62", "Lazio", [["Rome", "Roma"], "Latina", "Viterbo"]],
    ["IT-42", "Liguria", [["Genoa", "Genova"], "La Spezia", "Savona"]],
    ["IT-25", ["Lombardy", "Lombardia"], [["Milan", "Milano"], "Bergamo", "Brescia", "Monza"]],
    ["IT-57", "Marche", ["Ancona", "Pesaro", "Macerata"]],
    ["IT-67", "Molise", ["Campobasso", "Isernia"]],
    ["IT-21", ["Piedmont", "Piemonte"], [["Turin", "Torino"], "Novara", "Alessandria", "Cuneo"]],
    ["IT-75", ["Apulia", "Puglia"], ["Bari", "Taranto", "Foggia", "Lecce"]],
    ["IT-88", ["Sardinia", "Sardegna"], ["Cagliari", "Sassari", "Olbia"]],
    ["IT-82", ["Sicily", "Sicilia"], ["Palermo", "Catania", "Messina", ["Syracuse", "Siracusa"]]],
    ["IT-52", ["Tuscany", "Toscana"], [["Florence", "Firenze"], "Pisa", "Livorno", "Prato"]],
    ["IT-32", ["Trentino-South Tyrol", "Trentino-Alto Adige"], ["Trento", "Bolzano"]],
    ["IT-55", "Umbria", ["Perugia", "Terni"]],
    ["IT-23", ["Aosta Valley", "Valle d'Aosta"], ["Aosta"]],
    ["IT-34", "Veneto", [["Venice", "Venezia"], "Verona", ["Padua", "Padova"], "Vicenza"]],
  ],
};

const PL: CountryRegions = {
  language: "pl",
  divisions: [
    ["PL-DS", ["Lower Silesian", "Dolnośląskie"], ["Wrocław", "Wałbrzych", "Legnica"]],
    ["PL-KP", ["Kuyavian-Pomeranian", "Kujawsko-pomorskie"], ["Bydgoszcz", "Toruń"]],
    ["PL-LU", ["Lublin", "Lubelskie"], ["Lublin", "Zamość"]],
    ["PL-LB", ["Lubusz", "Lubuskie"], ["Zielona Góra", "Gorzów Wielkopolski"]],
    ["PL-LD", ["Łódź", "Łódzkie"], ["Łódź", "Piotrków Trybunalski"]],
    ["PL-MA", ["Lesser Poland", "Małopolskie"], [["Krakow", "Kraków"], "Tarnów", "Nowy Sącz"]],
    ["PL-MZ", ["Masovian", "Mazowieckie"], [["Warsaw", "Warszawa"], "Radom", "Płock"]],
    ["PL-OP", ["Opole", "Opolskie"], ["Opole"]],
    ["PL-PK", ["Subcarpathian", "Podkarpackie"], ["Rzeszów", "Przemyśl"]],
    ["PL-PD", ["Podlaskie", "Podlaskie"], ["Białystok", "Suwałki"]],
    ["PL-PM", ["Pomeranian", "Pomorskie"], ["Gdańsk", "Gdynia", "Sopot"]],
    ["PL-SL", ["Silesian", "Śląskie"], ["Katowice", "Gliwice", "Częstochowa"]],
    ["PL-SK", ["Holy Cross", "Świętokrzyskie"], ["Kielce"]],
    ["PL-WN", ["Warmian-Masurian", "Warmińsko-mazurskie"], ["Olsztyn", "Elbląg"]],
    ["PL-WP", ["Greater Poland", "Wielkopolskie"], ["Poznań", "Kalisz"]],
    ["PL-ZP", ["West Pomeranian", "Zachodniopomorskie"], ["Szczecin", "Koszalin"]],
  ],
};

const DE: CountryRegions = {
  language: "de",
  divisions: [
    ["DE-BW", "Baden-Württemberg", ["Stuttgart", "Mannheim", "Karlsruhe", "Freiburg im Breisgau"]],
    ["DE-BY", ["Bavaria", "Bayern"], [["Munich", "München"], ["Nuremberg", "Nürnberg"], "Augsburg", "Regensburg"]],
    ["DE-BE", "Berlin", ["Berlin"]],
    ["DE-BB", "Brandenburg", ["Potsdam", "Cottbus"]],
    ["DE-HB", "Bremen", ["Bremen", "Bremerhaven"]],
    ["DE-HH", "Hamburg", ["Hamburg"]],
    ["DE-HE", ["Hesse", "Hessen"], ["Frankfurt am Main", "Wiesbaden", "Kassel", "Darmstadt"]],
    ["DE-MV", ["Mecklenburg-Western Pomerania", "Mecklenburg-Vorpommern"], ["Rostock", "Schwerin"]],
    ["DE-NI", ["Lower Saxony", "Niedersachsen"], [["Hanover", "Hannover"], ["Brunswick", "Braunschweig"], "Osnabrück", "Oldenburg"]],
    ["DE-NW", ["North Rhine-Westphalia", "Nordrhein-Westfalen"], [["Cologne", "Köln"], "Düsseldorf", "Dortmund", "Essen"]],
    ["DE-RP", ["Rhineland-Palatinate", "Rheinland-Pfalz"], ["Mainz", "Koblenz", "Ludwigshafen am Rhein"]],
    ["DE-SL", "Saarland", ["Saarbrücken"]],
    ["DE-SN", ["Saxony", "Sachsen"], ["Dresden", "Leipzig", "Chemnitz"]],
    ["DE-ST", ["Saxony-Anhalt", "Sachsen-Anhalt"], ["Magdeburg", "Halle (Saale)"]],
    ["DE-SH", "Schleswig-Holstein", ["Kiel", "Lübeck", "Flensburg"]],
    ["DE-TH", ["Thuringia", "Thüringen"], ["Erfurt", "Jena", "Weimar"]],
  ],
};

const FR: CountryRegions = {
  language: "fr",
  divisions: [
    ["FR-ARA", "Auvergne-Rhône-Alpes", ["Lyon", "Grenoble", "Saint-Étienne", "Clermont-Ferrand"]],
    ["FR-BFC", ["Burgundy-Franche-Comté", "Bourgogne-Franche-Comté"], ["Dijon", "Besançon"]],
    ["FR-BRE", ["Brittany", "Bretagne"], ["Rennes", "Brest", "Quimper"]],
    ["FR-CVL", "Centre-Val de Loire", ["Tours", "Orléans"]],
    ["FR-20R", ["Corsica", "Corse"], ["Ajaccio", "Bastia"]],
    ["FR-GES", "Grand Est", ["Strasbourg", "Reims", "Metz", "Nancy"]],
    ["FR-HDF", "Hauts-de-France", ["Lille", "Amiens", "Roubaix"]],
    ["FR-IDF", "Île-de-France", ["Paris", "Boulogne-Billancourt", "Versailles", "Saint-Denis"]],
    ["FR-NOR", ["Normandy", "Normandie"], ["Rouen", "Le Havre", "Caen"]],
    ["FR-NAQ", "Nouvelle-Aquitaine", ["Bordeaux", "Limoges", "Poitiers", "La Rochelle"]],
    ["FR-OCC", ["Occitania", "Occitanie"], ["Toulouse", "Montpellier", "Nîmes", "Perpignan"]],
    ["FR-PDL", "Pays de la Loire", ["Nantes", "Angers", "Le Mans"]],
    ["FR-PAC", "Provence-Alpes-Côte d'Azur", ["Marseille", "Nice", "Toulon", "Avignon"]],
    ["FR-971", "Guadeloupe"],
    ["FR-972", "Martinique"],
    ["FR-973", ["French Guiana", "Guyane"]],
    ["FR-974", ["Réunion", "La Réunion"]],
    ["FR-976", "Mayotte"],
  ],
};

const NL: CountryRegions = {
  language: "nl",
  divisions: [
    ["NL-DR", "Drenthe", ["Assen", "Emmen"]],
    ["NL-FL", "Flevoland", ["Almere", "Lelystad"]],
    ["NL-FR", ["Friesland", "Fryslân"], ["Leeuwarden", "Sneek"]],
    ["NL-GE", "Gelderland", ["Arnhem", "Nijmegen", "Apeldoorn"]],
    ["NL-GR", "Groningen", ["Groningen"]],
    ["NL-LI", "Limburg", ["Maastricht", "Venlo", "Heerlen"]],
    ["NL-NB", ["North Brabant", "Noord-Brabant"], ["Eindhoven", "Tilburg", "Breda", "'s-Hertogenbosch"]],
    ["NL-NH", ["North Holland", "Noord-Holland"], ["Amsterdam", "Haarlem", "Zaanstad"]],
    ["NL-OV", "Overijssel", ["Enschede", "Zwolle", "Deventer"]],
    ["NL-UT", "Utrecht", ["Utrecht", "Amersfoort"]],
    ["NL-ZE", "Zeeland", ["Middelburg", "Vlissingen"]],
    ["NL-ZH", ["South Holland", "Zuid-Holland"], ["Rotterdam", ["The Hague", "Den Haag"], "Leiden", "Delft"]],
  ],
};

const PT: CountryRegions = {
  language: "pt",
  divisions: [
    ["PT-01", "Aveiro", ["Aveiro", "Águeda"]],
    ["PT-02", "Beja", ["Beja"]],
    ["PT-03", "Braga", ["Braga", "Guimarães"]],
    ["PT-04", "Bragança", ["Bragança"]],
    ["PT-05", "Castelo Branco", ["Castelo Branco", "Covilhã"]],
    ["PT-06", "Coimbra", ["Coimbra", "Figueira da Foz"]],
    ["PT-07", "Évora", ["Évora"]],
    ["PT-08", "Faro", ["Faro", "Portimão", "Albufeira"]],
    ["PT-09", "Guarda", ["Guarda"]],
    ["PT-10", "Leiria", ["Leiria"]],
    ["PT-11", ["Lisbon", "Lisboa"], [["Lisbon", "Lisboa"], "Sintra", "Cascais", "Loures"]],
    ["PT-12", "Portalegre", ["Portalegre"]],
    ["PT-13", "Porto", ["Porto", "Vila Nova de Gaia", "Matosinhos"]],
    ["PT-14", "Santarém", ["Santarém"]],
    ["PT-15", "Setúbal", ["Setúbal", "Almada"]],
    ["PT-16", "Viana do Castelo", ["Viana do Castelo"]],
    ["PT-17", "Vila Real", ["Vila Real"]],
    ["PT-18", "Viseu", ["Viseu"]],
    ["PT-20", ["Azores", "Açores"], ["Ponta Delgada", "Angra do Heroísmo"]],
    ["PT-30", "Madeira", ["Funchal"]],
  ],
};

const GB: CountryRegions = {
  language: null,
  divisions: [
    ["GB-ENG", "England", ["London", "Birmingham", "Manchester", "Leeds", "Liverpool", "Bristol"]],
    ["GB-SCT", "Scotland", ["Edinburgh", "Glasgow", "Aberdeen", "Dundee"]],
    ["GB-WLS", "Wales", ["Cardiff", "Swansea", "Newport"]],
    ["GB-NIR", "Northern Ireland", ["Belfast", "Derry"]],
  ],
};

const MX: CountryRegions = {
  language: "es",
  divisions: [
    ["MX-AGU", "Aguascalientes", ["Aguascalientes"]],
    ["MX-BCN", "Baja California", ["Tijuana", "Mexicali", "Ensenada"]],
    ["MX-BCS", "Baja California Sur", ["La Paz", "Los Cabos"]],
    ["MX-CAM", "Campeche", ["Campeche", "Ciudad del Carmen"]],
    ["MX-CHP", "Chiapas", ["Tuxtla Gutiérrez", "Tapachula"]],
    ["MX-CHH", "Chihuahua", ["Chihuahua", "Ciudad Juárez"]],
    ["MX-CMX", ["Mexico City", "Ciudad de México"], [["Mexico City", "Ciudad de México"]]],
    ["MX-COA", "Coahuila", ["Saltillo", "Torreón"]],
    ["MX-COL", "Colima", ["Colima", "Manzanillo"]],
    ["MX-DUR", "Durango", ["Durango"]],
    ["MX-GUA", "Guanajuato", ["León", "Guanajuato", "Irapuato", "Celaya"]],
    ["MX-GRO", "Guerrero", ["Acapulco", "Chilpancingo"]],
    ["MX-HID", "Hidalgo", ["Pachuca"]],
    ["MX-JAL", "Jalisco", ["Guadalajara", "Zapopan", "Tlaquepaque", "Puerto Vallarta"]],
    ["MX-MEX", ["State of Mexico", "Estado de México"], ["Toluca", "Ecatepec", "Naucalpan"]],
    ["MX-MIC", "Michoacán", ["Morelia", "Uruapan"]],
    ["MX-MOR", "Morelos", ["Cuernavaca"]],
    ["MX-NAY", "Nayarit", ["Tepic"]],
    ["MX-NLE", "Nuevo León", ["Monterrey", "San Pedro Garza García", "Guadalupe"]],
    ["MX-OAX", "Oaxaca", ["Oaxaca de Juárez"]],
    ["MX-PUE", "Puebla", ["Puebla", "Tehuacán"]],
    ["MX-QUE", "Querétaro", ["Santiago de Querétaro"]],
    ["MX-ROO", "Quintana Roo", ["Cancún", "Chetumal", "Playa del Carmen"]],
    ["MX-SLP", "San Luis Potosí", ["San Luis Potosí"]],
    ["MX-SIN", "Sinaloa", ["Culiacán", "Mazatlán"]],
    ["MX-SON", "Sonora", ["Hermosillo", "Ciudad Obregón"]],
    ["MX-TAB", "Tabasco", ["Villahermosa"]],
    ["MX-TAM", "Tamaulipas", ["Reynosa", "Matamoros", "Tampico"]],
    ["MX-TLA", "Tlaxcala", ["Tlaxcala"]],
    ["MX-VER", "Veracruz", ["Veracruz", "Xalapa"]],
    ["MX-YUC", "Yucatán", ["Mérida"]],
    ["MX-ZAC", "Zacatecas", ["Zacatecas"]],
  ],
};

const CN: CountryRegions = {
  language: "zh-cn",
  divisions: [
    ["CN-AH", ["Anhui", "安徽省"], [["Hefei", "合肥"], ["Wuhu", "芜湖"]]],
    ["CN-BJ", ["Beijing", "北京市"], [["Beijing", "北京"]]],
    ["CN-CQ", ["Chongqing", "重庆市"], [["Chongqing", "重庆"]]],
    ["CN-FJ", ["Fujian", "福建省"], [["Fuzhou", "福州"], ["Xiamen", "厦门"], ["Quanzhou", "泉州"]]],
    ["CN-GD", ["Guangdong", "广东省"], [["Guangzhou", "广州"], ["Shenzhen", "深圳"], ["Dongguan", "东莞"], ["Foshan", "佛山"], ["Zhuhai", "珠海"], ["Zhongshan", "中山"]]],
    ["CN-GS", ["Gansu", "甘肃省"], [["Lanzhou", "兰州"]]],
    ["CN-GX", ["Guangxi", "广西壮族自治区"], [["Nanning", "南宁"], ["Guilin", "桂林"]]],
    ["CN-GZ", ["Guizhou", "贵州省"], [["Guiyang", "贵阳"]]],
    ["CN-HA", ["Henan", "河南省"], [["Zhengzhou", "郑州"], ["Luoyang", "洛阳"]]],
    ["CN-HB", ["Hubei", "湖北省"], [["Wuhan", "武汉"], ["Yichang", "宜昌"]]],
    ["CN-HE", ["Hebei", "河北省"], [["Shijiazhuang", "石家庄"], ["Tangshan", "唐山"]]],
    ["CN-HI", ["Hainan", "海南省"], [["Haikou", "海口"], ["Sanya", "三亚"]]],
    ["CN-HL", ["Heilongjiang", "黑龙江省"], [["Harbin", "哈尔滨"]]],
    ["CN-HN", ["Hunan", "湖南省"], [["Changsha", "长沙"]]],
    ["CN-JL", ["Jilin", "吉林省"], [["Changchun", "长春"], ["Jilin", "吉林"]]],
    ["CN-JS", ["Jiangsu", "江苏省"], [["Nanjing", "南京"], ["Suzhou", "苏州"], ["Wuxi", "无锡"]]],
    ["CN-JX", ["Jiangxi", "江西省"], [["Nanchang", "南昌"]]],
    ["CN-LN", ["Liaoning", "辽宁省"], [["Shenyang", "沈阳"], ["Dalian", "大连"]]],
    ["CN-NM", ["Inner Mongolia", "内蒙古自治区"], [["Hohhot", "呼和浩特"], ["Baotou", "包头"]]],
    ["CN-NX", ["Ningxia", "宁夏回族自治区"], [["Yinchuan", "银川"]]],
    ["CN-QH", ["Qinghai", "青海省"], [["Xining", "西宁"]]],
    ["CN-SC", ["Sichuan", "四川省"], [["Chengdu", "成都"], ["Mianyang", "绵阳"]]],
    ["CN-SD", ["Shandong", "山东省"], [["Jinan", "济南"], ["Qingdao", "青岛"], ["Yantai", "烟台"]]],
    ["CN-SH", ["Shanghai", "上海市"], [["Shanghai", "上海"]]],
    ["CN-SN", ["Shaanxi", "陕西省"], [["Xi'an", "西安"]]],
    ["CN-SX", ["Shanxi", "山西省"], [["Taiyuan", "太原"]]],
    ["CN-TJ", ["Tianjin", "天津市"], [["Tianjin", "天津"]]],
    ["CN-XJ", ["Xinjiang", "新疆维吾尔自治区"], [["Ürümqi", "乌鲁木齐"]]],
    ["CN-XZ", ["Tibet", "西藏自治区"], [["Lhasa", "拉萨"]]],
    ["CN-YN", ["Yunnan", "云南省"], [["Kunming", "昆明"]]],
    ["CN-ZJ", ["Zhejiang", "浙江省"], [["Hangzhou", "杭州"], ["Ningbo", "宁波"], ["Wenzhou", "温州"], ["Yiwu", "义乌"]]],
  ],
};

const US_STATES: readonly [string, string][] = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"], ["CA", "California"], ["CO", "Colorado"],
  ["CT", "Connecticut"], ["DE", "Delaware"], ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"],
  ["HI", "Hawaii"], ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"],
  ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"], ["MO", "Missouri"], ["MT", "Montana"],
  ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"],
  ["NY", "New York"], ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
  ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"], ["SD", "South Dakota"],
  ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"], ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"],
  ["WV", "West Virginia"], ["WI", "Wisconsin"], ["WY", "Wyoming"],
];

/** United States: states and the District of Columbia; cities are typed by hand. */
const US: CountryRegions = { language: null, divisions: US_STATES.map(([code, name]) => [`US-${code}`, name] as const) };

export const REGIONS: Readonly<Record<string, CountryRegions>> = { ES, IT, PL, DE, FR, NL, PT, GB, MX, CN, US };

/** One dictionary row as it goes into admin_regions (the parent by its code). */
export type RegionRow = { countryCode: string; code: string; level: 1 | 2; parentCode: string | null; names: LocalizedText };

function namesOf(place: Place, language: string | null): LocalizedText {
  if (typeof place === "string") return { en: place };
  const [en, local] = place;
  return language && local !== en ? { en, [language]: local } : { en };
}

/** "Halle (Saale)" → "HALLE-SAALE", "L'Hospitalet de Llobregat" → "L-HOSPITALET-DE-LLOBREGAT". */
export function regionCodePart(name: string): string {
  return name
    .replace(/[Łł]/g, "L")
    .replace(/ß/g, "SS")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The dictionary as rows: every division (level 1), then every city (level 2). */
export function regionRows(regions: Readonly<Record<string, CountryRegions>> = REGIONS): RegionRow[] {
  const divisions: RegionRow[] = [];
  const cities: RegionRow[] = [];
  for (const [countryCode, { language, divisions: list }] of Object.entries(regions)) {
    for (const [code, name, cityList = []] of list) {
      divisions.push({ countryCode, code, level: 1, parentCode: null, names: namesOf(name, language) });
      for (const city of cityList) {
        const en = typeof city === "string" ? city : city[0];
        cities.push({ countryCode, code: `${code}-${regionCodePart(en)}`, level: 2, parentCode: code, names: namesOf(city, language) });
      }
    }
  }
  return [...divisions, ...cities];
}
