import { eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { regionCodePart } from "~/db/reference/regions";
import { accounts, addresses, adminRegions, companies } from "~/db/schema";
import { maxId, syncSequence } from "./insert";

type DemoAddress = {
  /** Company name on the label; the account's company when left out. */
  companyName?: string;
  /** The account's own name when left out. */
  fullName?: string;
  address: string;
  telephone: string;
  /** ISO 3166-2 division code, and the city's English name as the dictionary lists it. */
  province: string;
  city: string;
  postalCode: string;
};

/**
 * The demo buyers' address books: one to three real-looking addresses each, the first the default,
 * every province and city taken from the region dictionary (syncReferenceData runs first).
 */
const BOOKS: Readonly<Record<string, readonly DemoAddress[]>> = {
  "buyer.es@demo.test": [
    { address: "Carrer de Colón 24, 3º", telephone: "+34 961 234 567", province: "ES-VC", city: "Valencia", postalCode: "46004" },
    { companyName: "Electrodomésticos Levante – Almacén Centro", fullName: "Pablo Sánchez Ruiz", address: "Calle de la Confianza 9, Polígono Los Ángeles", telephone: "+34 916 835 210", province: "ES-MD", city: "Getafe", postalCode: "28906" },
  ],
  "buyer.it@demo.test": [
    { address: "Via Paolo Sarpi 15", telephone: "+39 02 8734 1290", province: "IT-25", city: "Milan", postalCode: "20154" },
    { companyName: "Casa & Cucina – Deposito Verona", fullName: "Giulia Bianchi", address: "Via Sommacampagna 63", telephone: "+39 045 860 4411", province: "IT-34", city: "Verona", postalCode: "37137" },
  ],
  "buyer.pl@demo.test": [
    { address: "ul. Marszałkowska 84/92 lok. 12", telephone: "+48 22 654 32 10", province: "PL-MZ", city: "Warsaw", postalCode: "00-514" },
    { companyName: "Elektro-Dom – Oddział Kraków", fullName: "Tomasz Wiśniewski", address: "ul. Zakopiańska 62", telephone: "+48 12 266 45 70", province: "PL-MA", city: "Krakow", postalCode: "30-418" },
  ],
  "buyer.de@demo.test": [
    { address: "Friedrichstraße 123", telephone: "+49 30 2345 6789", province: "DE-BE", city: "Berlin", postalCode: "10117" },
    { companyName: "Haushaltswaren Becker – Lager Potsdam", fullName: "Anna Schulz", address: "Großbeerenstraße 231", telephone: "+49 331 704 1122", province: "DE-BB", city: "Potsdam", postalCode: "14480" },
    { companyName: "Haushaltswaren Becker – Filiale Hamburg", fullName: "Lukas Meyer", address: "Mönckebergstraße 7", telephone: "+49 40 3289 0150", province: "DE-HH", city: "Hamburg", postalCode: "20095" },
  ],
  "buyer.fr@demo.test": [
    { address: "18 rue du Faubourg Saint-Antoine", telephone: "+33 1 42 68 53 00", province: "FR-IDF", city: "Paris", postalCode: "75012" },
    { companyName: "Maison Électro – Entrepôt Lyon", fullName: "Julien Moreau", address: "45 avenue Jean Jaurès", telephone: "+33 4 78 72 19 30", province: "FR-ARA", city: "Lyon", postalCode: "69007" },
  ],
  "buyer.nl@demo.test": [{ address: "Overtoom 141", telephone: "+31 20 624 1188", province: "NL-NH", city: "Amsterdam", postalCode: "1054 HG" }],
  "buyer.pt@demo.test": [
    { address: "Avenida da Liberdade 110, 2.º", telephone: "+351 21 345 6789", province: "PT-11", city: "Lisbon", postalCode: "1250-146" },
    { companyName: "Lar & Luz – Armazém Norte", fullName: "Ana Costa", address: "Rua de Santa Catarina 512", telephone: "+351 22 208 4410", province: "PT-13", city: "Porto", postalCode: "4000-446" },
  ],
  "buyer.gb@demo.test": [
    { address: "Unit 4, 27 Old Gloucester Street", telephone: "+44 20 7946 0321", province: "GB-ENG", city: "London", postalCode: "WC1N 3AX" },
    { companyName: "Brightwell Home Supplies – Glasgow depot", fullName: "Fiona MacLeod", address: "12 Hillington Road", telephone: "+44 141 496 0875", province: "GB-SCT", city: "Glasgow", postalCode: "G52 4BL" },
  ],
  "buyer.mx@demo.test": [
    { address: "Av. Vallarta 1525, Col. Americana", telephone: "+52 33 3614 2750", province: "MX-JAL", city: "Guadalajara", postalCode: "44160" },
    { companyName: "Hogar del Bajío – Bodega Monterrey", fullName: "Mariana López", address: "Av. Constitución 2050 Pte.", telephone: "+52 81 8340 1200", province: "MX-NLE", city: "Monterrey", postalCode: "64000" },
  ],
  "unofficial@demo.test": [{ address: "Calle San Jacinto 31", telephone: "+34 954 218 730", province: "ES-AN", city: "Seville", postalCode: "41010" }],
  "test@demo.test": [{ address: "Spitalerstraße 10", telephone: "+49 40 3344 5566", province: "DE-HH", city: "Hamburg", postalCode: "20095" }],
  "box@demo.test": [
    { address: "深南大道 6008 号 18 楼", telephone: "+86 755 8632 1000", province: "CN-GD", city: "Shenzhen", postalCode: "518040" },
    { companyName: "Shenzhen Brightway Trading – Yiwu warehouse", fullName: "Zhang Min", address: "福田路 88 号 3 号仓", telephone: "+86 579 8552 3300", province: "CN-ZJ", city: "Yiwu", postalCode: "322000" },
  ],
};

export async function seedAddresses(db: Executor, { now }: { now: Date }): Promise<number> {
  const emails = Object.keys(BOOKS);
  const owners = await db
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, companyName: companies.name })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(inArray(accounts.email, emails));
  const countries = [...new Set(Object.values(BOOKS).flatMap((book) => book.map((entry) => entry.province.slice(0, 2))))];
  const regions = await db
    .select({ id: adminRegions.id, code: adminRegions.code, countryCode: adminRegions.countryCode })
    .from(adminRegions)
    .where(inArray(adminRegions.countryCode, countries));
  const regionId = (code: string) => {
    const found = regions.find((region) => region.code === code);
    if (!found) throw new Error(`demo address: region ${code} is not in the dictionary (run syncReferenceData first)`);
    return found.id;
  };

  let id = await maxId(db, "addresses");
  const rows: (typeof addresses.$inferInsert)[] = [];
  for (const email of emails) {
    const owner = owners.find((row) => row.email === email);
    if (!owner) continue;
    BOOKS[email]!.forEach((entry, index) => {
      id += 1;
      const at = new Date(now.getTime() - (300 - rows.length) * 86_400_000);
      rows.push({
        id,
        accountId: owner.id,
        companyName: entry.companyName ?? owner.companyName,
        fullName: entry.fullName ?? owner.fullName,
        address: entry.address,
        telephone: entry.telephone,
        countryCode: entry.province.slice(0, 2),
        provinceId: regionId(entry.province),
        cityId: regionId(`${entry.province}-${regionCodePart(entry.city)}`),
        postalCode: entry.postalCode,
        isDefault: index === 0,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  if (rows.length > 0) await db.insert(addresses).values(rows);
  await syncSequence(db, "addresses");
  return rows.length;
}
