import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, companies, countries } from "~/db/schema";
import { allowedLanguagesForCountry } from "~/domain/languages";
import { fullTelephone } from "~/domain/registration";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "./audit.server";
import { consumeToken, issueToken } from "./email-tokens.server";
import { recipientOf, sendMail } from "./messages.server";
import { hashPassword } from "./password.server";

export type CountryOption = { code: string; englishName: string; chineseName: string; diallingCode: string };

/** The country dictionary for the register form, by English name. */
export async function listCountries(): Promise<CountryOption[]> {
  const rows = await db()
    .select({ code: countries.code, englishName: countries.englishName, chineseName: countries.chineseName, diallingCode: countries.diallingCode })
    .from(countries)
    .orderBy(asc(countries.englishName));
  return rows.map((row) => ({ ...row, code: row.code.trim() }));
}

export type Registration = {
  companyName: string;
  fullName: string;
  email: string;
  password: string;
  countryCode: string;
  telephone: string;
  /** The interface language the visitor registered in. */
  language: Language;
};

export type RegistrationResult = { ok: true; accountId: number } | { ok: false; reason: "emailTaken" | "unknownCountry" };

/** Where mailed links point: the brand host the visitor used (request origin). */
export type LinkBase = { origin: string; brandName: string };

/** The account of an email, whatever its case; null when there is none. */
export async function findAccountByEmail(email: string) {
  const [row] = await db()
    .select({ id: accounts.id, role: accounts.role, emailVerifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Opens an unofficial company (currency and languages from its country) and its buyer account in
 * one transaction. The email is unconfirmed until the mailed link is used.
 */
export async function registerBuyer(input: Registration): Promise<RegistrationResult> {
  const [country] = await db().select().from(countries).where(eq(countries.code, input.countryCode));
  if (!country) return { ok: false, reason: "unknownCountry" };
  if (await findAccountByEmail(input.email)) return { ok: false, reason: "emailTaken" };
  const passwordHash = await hashPassword(input.password);
  const allowed = allowedLanguagesForCountry(country.code);
  try {
    const accountId = await db().transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName.trim(),
          countryCode: country.code,
          currency: country.currency,
          official: false,
          allowedLanguages: allowed,
        })
        .returning({ id: companies.id });
      const [account] = await tx
        .insert(accounts)
        .values({
          companyId: company!.id,
          role: "buyer",
          email: input.email.trim(),
          passwordHash,
          fullName: input.fullName.trim(),
          telephone: fullTelephone(country.diallingCode, input.telephone),
          language: !allowed || allowed.includes(input.language) ? input.language : country.defaultLanguage,
          emailVerifiedAt: null,
        })
        .returning({ id: accounts.id });
      await recordAudit({ accountId: account!.id, actorId: account!.id, action: "account.registered", entity: "company", entityId: company!.id }, tx);
      return account!.id;
    });
    return { ok: true, accountId };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "emailTaken" };
    throw error;
  }
}

/** Mails a new confirmation link (older ones stop working); recorded in the message log. */
export async function sendConfirmationLink(accountId: number, base: LinkBase): Promise<void> {
  const recipient = await recipientOf(accountId);
  if (!recipient) return;
  const [account] = await db().select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  const token = await issueToken(accountId, "confirm_email");
  await sendMail(recipient, "confirmEmail", {
    brand: base.brandName,
    name: account?.fullName ?? "",
    link: `${base.origin}/confirmEmail?${new URLSearchParams({ token })}`,
  });
}

/**
 * "Send me a new link": only a buyer whose address is not confirmed yet gets one; the caller gives
 * the same answer in every case.
 */
export async function resendConfirmationLink(email: string, base: LinkBase): Promise<boolean> {
  const account = await findAccountByEmail(email);
  if (!account || account.role !== "buyer" || account.emailVerifiedAt) return false;
  await sendConfirmationLink(account.id, base);
  return true;
}

/** Uses a confirmation token and marks the address confirmed; null when the link is no good. */
export async function confirmEmail(token: unknown, now = new Date()): Promise<number | null> {
  return db().transaction(async (tx) => {
    const accountId = await consumeToken(token, "confirm_email", now, tx);
    if (accountId === null) return null;
    await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(accounts.id, accountId));
    await recordAudit({ accountId, actorId: accountId, action: "account.emailConfirmed" }, tx);
    return accountId;
  });
}
