import type { Executor } from "~/db/client.server";
import { COUNTRIES } from "~/db/reference/countries";
import { eq } from "drizzle-orm";
import { type AccountRole, type AccountSet, accounts, auditEvents, companies, salesmanClients } from "~/db/schema";
import { allowedLanguagesForCountry } from "~/domain/languages";
import { maxId, syncSequence } from "./insert";

/** The password of every demo account (letters and digits, at least 8 characters). */
export const DEMO_PASSWORD = "Demo12345";

type CompanySpec = {
  name: string;
  country: string;
  /** Defaults to the country's currency. */
  currency?: string;
  accountSet?: AccountSet;
  official?: boolean;
  isTest?: boolean;
  userRateBp?: number;
  vatNumber?: string;
  /** Gets the demo sales scope ("Kitchen only"). */
  scoped?: boolean;
  /** Defaults to the country's language. */
  language?: string;
  /** Refused by customer service with this reason (decision 0112); not official. */
  refusal?: string;
};

type AccountSpec = {
  email: string;
  role: AccountRole;
  /** The email address was never confirmed (a registration waiting for its confirmation). */
  unconfirmed?: boolean;
  /** Switched off by the administrator (decision 0112): cannot sign in. */
  disabled?: boolean;
  /** Registered this many days ago (else by its place in the list, 20 days apart). */
  daysAgo?: number;
  description: string;
  fullName: string;
  /** Local part of the number; the country's dialling code is put in front. */
  phone: string;
  company: CompanySpec | null;
};

const SPECS: readonly AccountSpec[] = [
  { email: "buyer.es@demo.test", role: "buyer", description: "Approved buyer, Spain (EUR, es/en only, 3 % rate, VAT)", fullName: "Lucía Martínez García", phone: "961 234 567", company: { name: "Electrodomésticos Levante S.L.", country: "ES", userRateBp: 300, vatNumber: "ESB46123457" } },
  { email: "buyer.it@demo.test", role: "buyer", description: "Approved buyer, Italy (EUR, it/en only, VAT)", fullName: "Marco Rossi", phone: "02 8734 1290", company: { name: "Casa & Cucina Forniture S.r.l.", country: "IT", vatNumber: "IT04829310965" } },
  { email: "buyer.pl@demo.test", role: "buyer", description: "Approved buyer, Poland (PLN, pl/en only, VAT)", fullName: "Katarzyna Nowak", phone: "22 654 32 10", company: { name: "Elektro-Dom Sp. z o.o.", country: "PL", vatNumber: "PL5252812345" } },
  { email: "buyer.de@demo.test", role: "buyer", description: "Approved buyer, Germany (EUR, 2 % rate, VAT)", fullName: "Jonas Becker", phone: "30 2345 6789", company: { name: "Haushaltswaren Becker GmbH", country: "DE", userRateBp: 200, vatNumber: "DE298765432" } },
  { email: "buyer.fr@demo.test", role: "buyer", description: "Approved buyer, France (EUR)", fullName: "Camille Durand", phone: "1 42 68 53 00", company: { name: "Maison Électro Distribution SARL", country: "FR" } },
  { email: "buyer.nl@demo.test", role: "buyer", description: "Approved buyer, Netherlands (EUR, sales scope: kitchen only)", fullName: "Sanne de Vries", phone: "20 624 1188", company: { name: "Huis & Licht Groothandel B.V.", country: "NL", scoped: true } },
  { email: "buyer.pt@demo.test", role: "buyer", description: "Approved buyer, Portugal (EUR, 1.5 % rate)", fullName: "João Ferreira", phone: "21 345 6789", company: { name: "Lar & Luz Distribuição, Lda.", country: "PT", userRateBp: 150 } },
  { email: "buyer.gb@demo.test", role: "buyer", description: "Approved buyer, United Kingdom (GBP, 5 % rate)", fullName: "Oliver Hughes", phone: "20 7946 0321", company: { name: "Brightwell Home Supplies Ltd", country: "GB", userRateBp: 500 } },
  { email: "buyer.mx@demo.test", role: "buyer", description: "Approved buyer, Mexico (MXN)", fullName: "Alejandro Hernández", phone: "33 3614 2750", company: { name: "Distribuidora Hogar del Bajío S.A. de C.V.", country: "MX" } },
  { email: "unofficial@demo.test", role: "buyer", description: "Registered but not yet approved (official = false): cannot order", fullName: "Rocío Jiménez", phone: "954 218 730", company: { name: "Bazar Triana S.L.", country: "ES", official: false } },
  { email: "test@demo.test", role: "buyer", description: "Test account (is_test: stock shows 1000+)", fullName: "Theo Tester", phone: "40 3344 5566", company: { name: "Testkunde Demo GmbH", country: "DE", isTest: true } },
  { email: "box@demo.test", role: "buyer", description: "China account set: orders in whole boxes (pkgNum), CNY", fullName: "Li Wei", phone: "755 8632 1000", company: { name: "Shenzhen Brightway Trading Co., Ltd.", country: "CN", accountSet: "china" } },
  { email: "sales@demo.test", role: "salesman", description: "Salesman (office account) with eight client accounts", fullName: "Sofía Navarro", phone: "910 555 012", company: null },
  // The back office (decision 0112): staff and registrations in every state.
  { email: "service@demo.test", role: "service", description: "Customer service (back office at /office, signs in at /salesman/login)", fullName: "Elena Ruiz", phone: "910 555 034", company: null },
  { email: "admin@demo.test", role: "admin", description: "Administrator (back office, manages staff accounts)", fullName: "Pablo Ortega", phone: "910 555 056", company: null },
  { email: "pending.fr@demo.test", role: "buyer", unconfirmed: true, description: "Registration awaiting approval, email not confirmed yet (cannot sign in)", fullName: "Inès Moreau", phone: "4 91 55 20 10", company: { name: "Provence Électroménager SAS", country: "FR", official: false, vatNumber: "FR40303265045" } },
  { email: "pending.de@demo.test", role: "buyer", description: "Registration awaiting approval, email confirmed", fullName: "Lena Schulz", phone: "89 4411 2200", company: { name: "Schulz Elektro Handel KG", country: "DE", official: false, vatNumber: "DE811569869" } },
  { email: "pending.it@demo.test", role: "buyer", description: "Registration awaiting approval, email confirmed (the back office's e2e approves it without JavaScript)", fullName: "Giulia Bianchi", phone: "06 4470 1122", company: { name: "Bianchi Casalinghi S.r.l.", country: "IT", official: false, vatNumber: "IT07643520567" } },
  { email: "refused@demo.test", role: "buyer", description: "Registration refused by customer service (may be approved later)", fullName: "Tomasz Wiśniewski", phone: "12 430 22 11", company: { name: "Hurt-Tech Wiśniewski", country: "PL", official: false, refusal: "We could not verify the VAT number; please send a copy of your registration certificate." } },
  { email: "former@demo.test", role: "service", disabled: true, daysAgo: 15, description: "Former customer service member, disabled by the administrator (cannot sign in)", fullName: "Hugo Blanco", phone: "910 555 078", company: null },
  { email: "pending.es@demo.test", role: "buyer", daysAgo: 6, description: "Registration awaiting approval, email confirmed (the back office's order e2e approves it with JavaScript)", fullName: "Marta Vidal", phone: "963 112 480", company: { name: "Vidal Menaje S.L.", country: "ES", official: false, vatNumber: "ESB98765432" } },
  { email: "pending.pl@demo.test", role: "buyer", daysAgo: 4, description: "Registration awaiting approval, email confirmed (the back office's order e2e approves it without JavaScript)", fullName: "Piotr Zieliński", phone: "61 852 40 17", company: { name: "Zieliński AGD Hurt", country: "PL", official: false, vatNumber: "PL7792433421" } },
];

/** The demo logins, for the README and the tests. All use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly { email: string; role: AccountRole; description: string }[] = SPECS.map(
  ({ email, role, description }) => ({ email, role, description }),
);

/** The salesman's clients; the first is pinned, and buyer.de was chosen last. */
const SALESMAN_CLIENTS = ["buyer.es", "buyer.it", "buyer.de", "buyer.fr", "buyer.pt", "box", "buyer.gb", "buyer.nl"] as const;

const DAY = 86_400_000;

export async function seedAccounts(
  db: Executor,
  options: { now: Date; passwordHash: string; salesScopeId: number | null },
): Promise<{ companies: number; accounts: number; salesmanClients: number }> {
  const { now, passwordHash, salesScopeId } = options;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const companyBase = await maxId(db, "companies");
  const accountBase = await maxId(db, "accounts");

  const companyRows: (typeof companies.$inferInsert)[] = [];
  const accountRows: (typeof accounts.$inferInsert)[] = [];
  SPECS.forEach((spec, index) => {
    const company = spec.company;
    const country = COUNTRIES.find((entry) => entry.code === (company?.country ?? "ES"))!;
    let companyId: number | null = null;
    if (company) {
      companyId = companyBase + companyRows.length + 1;
      companyRows.push({
        id: companyId,
        name: company.name,
        countryCode: company.country,
        currency: company.currency ?? country.currency,
        accountSet: company.accountSet ?? "standard",
        official: company.official ?? true,
        isTest: company.isTest ?? false,
        userRateBp: company.userRateBp ?? 0,
        allowedLanguages: allowedLanguagesForCountry(company.country),
        salesScopeId: company.scoped ? salesScopeId : null,
        vatNumber: company.vatNumber ?? null,
        createdAt: ago(spec.daysAgo ?? 400 - index * 20),
      });
    }
    accountRows.push({
      id: accountBase + index + 1,
      companyId,
      role: spec.role,
      email: spec.email,
      passwordHash,
      fullName: spec.fullName,
      telephone: `${country.diallingCode} ${spec.phone}`,
      language: company ? (company.language ?? country.defaultLanguage) : "en",
      emailVerifiedAt: spec.unconfirmed ? null : ago(spec.daysAgo !== undefined ? spec.daysAgo - 0.5 : 390 - index * 20),
      createdAt: ago(spec.daysAgo ?? 400 - index * 20),
      disabledAt: spec.disabled ? ago(2) : null,
    });
  });
  await db.insert(companies).values(companyRows);
  await db.insert(accounts).values(accountRows);
  await syncSequence(db, "companies");
  await syncSequence(db, "accounts");

  const idOf = (email: string) => accountRows.find((row) => row.email === email)!.id!;
  // Refusals were the administrator's, a day after the registration.
  for (const [index, spec] of SPECS.entries()) {
    if (!spec.company?.refusal) continue;
    const companyId = accountRows.find((row) => row.email === spec.email)!.companyId!;
    const at = ago(400 - index * 20 - 1);
    await db.update(companies).set({ refusedAt: at, refusalReason: spec.company.refusal, reviewedBy: idOf("admin@demo.test"), reviewedAt: at }).where(eq(companies.id, companyId));
    await db.insert(auditEvents).values({
      accountId: idOf(spec.email),
      actorId: idOf("admin@demo.test"),
      action: "registration.refuse",
      entity: "company",
      entityId: String(companyId),
      details: { before: { state: "pending", refusalReason: null }, after: { state: "refused", refusalReason: spec.company.refusal } },
      createdAt: at,
    });
  }
  // The staff accounts the administrator created after the seed's first ones, and the one he disabled (decision 0112's audit log).
  for (const spec of SPECS) {
    if (spec.company || spec.daysAgo === undefined) continue;
    const id = idOf(spec.email);
    const created = ago(spec.daysAgo);
    const admin = idOf("admin@demo.test");
    await db.insert(auditEvents).values({ accountId: null, actorId: admin, action: "staff.create", entity: "account", entityId: String(id), details: { before: null, after: { fullName: spec.fullName, email: spec.email, role: spec.role, language: "en" } }, createdAt: created });
    if (spec.disabled) await db.insert(auditEvents).values({ accountId: null, actorId: admin, action: "staff.disable", entity: "account", entityId: String(id), details: { before: { disabled: false }, after: { disabled: true } }, createdAt: ago(2) });
  }
  const salesmanId = idOf("sales@demo.test");
  const clientRows = SALESMAN_CLIENTS.map((name, index) => ({
    salesmanId,
    clientAccountId: idOf(`${name}@demo.test`),
    pinnedAt: index === 0 ? ago(20) : null,
    lastChosenAt: name === "buyer.de" ? ago(1) : index < 4 ? ago(10 + index) : null,
  }));
  await db.insert(salesmanClients).values(clientRows);
  return { companies: companyRows.length, accounts: accountRows.length, salesmanClients: clientRows.length };
}
