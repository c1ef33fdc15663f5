import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Executor, type Transaction, db } from "~/db/client.server";
import { accounts, companies, countries } from "~/db/schema";
import { byLocalName, countryName } from "~/domain/countries";
import { allowedLanguagesForCountry } from "~/domain/languages";
import { fullTelephone } from "~/domain/registration";
import { type Language, isLanguage } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import type { Brand } from "~/services/platform/brands.server";
import { consumeToken, issueToken } from "./email-tokens.server";
import { type ClaimedJob, enqueueJob } from "~/services/platform/jobs.server";
import { type LinkBase, linkBaseOf } from "~/services/platform/links.server";
import { queueMail, recipientOf } from "~/services/platform/mail.server";
import { hashPassword } from "./password-hashing.server";
import { findAccountByEmail } from "./account-email.server";

/** A country of the register form: its name in the reader's language and its dialling code. */
export type CountryOption = { code: string; name: string; diallingCode: string };

/** The country dictionary for the register form, named and sorted in the reader's language (decision 0089). */
export async function listCountries(lng: Language): Promise<CountryOption[]> {
  const rows = await db()
    .select({ code: countries.code, englishName: countries.englishName, chineseName: countries.chineseName, diallingCode: countries.diallingCode })
    .from(countries);
  const options = rows.map((row) => ({ code: row.code.trim(), name: countryName(row, lng), diallingCode: row.diallingCode }));
  return byLocalName(options, (option) => option.name, lng);
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

/** What the registration job carries, sealed: the form's values with the password already hashed. */
const sealedRegistration = z.object({
  companyName: z.string(),
  fullName: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  countryCode: z.string(),
  telephone: z.string(),
  language: z.string(),
});
type NewBuyer = z.infer<typeof sealedRegistration>;
const brandPayload = z.object({ brandKey: z.string() });
const emailPayload = z.object({ email: z.string(), brandKey: z.string() });

async function countryOf(code: string, executor: Executor = db()) {
  const [country] = await executor.select().from(countries).where(eq(countries.code, code));
  return country ?? null;
}

/**
 * Opens an unofficial company (currency and languages from its country) and its buyer account.
 * The email is unconfirmed until the mailed link is used. Null when the country is unknown.
 */
async function createBuyer(input: NewBuyer, executor: Executor): Promise<number | null> {
  const country = await countryOf(input.countryCode, executor);
  if (!country) return null;
  const allowed = allowedLanguagesForCountry(country.code);
  const [company] = await executor
    .insert(companies)
    .values({ name: input.companyName.trim(), countryCode: country.code, currency: country.currency, official: false, allowedLanguages: allowed })
    .returning({ id: companies.id });
  const [account] = await executor
    .insert(accounts)
    .values({
      companyId: company!.id,
      role: "buyer",
      email: input.email.trim(),
      passwordHash: input.passwordHash,
      fullName: input.fullName.trim(),
      telephone: fullTelephone(country.diallingCode, input.telephone),
      language: isLanguage(input.language) && (!allowed || allowed.includes(input.language)) ? input.language : country.defaultLanguage,
      emailVerifiedAt: null,
    })
    .returning({ id: accounts.id });
  await recordAudit({ accountId: account!.id, actorId: account!.id, action: "account.registered", entity: "company", entityId: company!.id }, executor);
  return account!.id;
}

/** Opens a buyer account at once (the maintenance commands and tests; the register page goes through requestRegistration). */
export async function registerBuyer(input: Registration): Promise<RegistrationResult> {
  const { password, ...rest } = input;
  const passwordHash = await hashPassword(password);
  return db().transaction(async (tx): Promise<RegistrationResult> => {
    if (await findAccountByEmail(input.email, tx)) return { ok: false, reason: "emailTaken" };
    const accountId = await createBuyer({ ...rest, passwordHash }, tx);
    return accountId === null ? { ok: false, reason: "unknownCountry" } : { ok: true, accountId };
  });
}

/**
 * The register form: checks what does not depend on the email (the country), hashes the password
 * and queues the registration. The job opens the account and mails the confirmation link, or, when
 * the email already has an account, mails its owner that someone tried to register it. The answer
 * is the same, and takes the same time, for a new and a known address (decision 0080).
 */
export async function requestRegistration(input: Registration, brand: Brand): Promise<{ ok: true } | { ok: false; reason: "unknownCountry" }> {
  if (!(await countryOf(input.countryCode))) return { ok: false, reason: "unknownCountry" };
  const { password, ...rest } = input;
  const sealed: NewBuyer = { ...rest, passwordHash: await hashPassword(password) };
  await enqueueJob("registration", { brandKey: brand.key }, { sealed });
  return { ok: true };
}

/** The registration job (in one transaction with its completion). */
export async function completeRegistration(job: ClaimedJob, tx: Transaction): Promise<void> {
  const { brandKey } = brandPayload.parse(job.payload);
  const input = sealedRegistration.parse(job.secrets);
  const base = linkBaseOf(brandKey);
  const existing = await findAccountByEmail(input.email, tx);
  if (existing) {
    await answerKnownAddress(existing, base, tx);
    return;
  }
  const accountId = await createBuyer(input, tx);
  if (accountId !== null) await sendConfirmationLink(accountId, base, tx);
}

/**
 * Someone registered an address that has an account: a buyer who never confirmed it gets a new
 * confirmation link (what they need), anyone else a mail saying someone tried, with the ways in.
 */
async function answerKnownAddress(account: { id: number; role: string; emailVerifiedAt: Date | null }, base: LinkBase, tx: Transaction) {
  if (account.role === "buyer" && !account.emailVerifiedAt) {
    await sendConfirmationLink(account.id, base, tx);
    return;
  }
  const recipient = await recipientOf(account.id, tx);
  if (!recipient) return;
  await queueMail(
    recipient,
    "registrationAttempt",
    { brand: base.brandName, name: await fullNameOf(account.id, tx), signInLink: `${base.origin}/login`, resetLink: `${base.origin}/forget` },
    { executor: tx },
  );
}

async function fullNameOf(accountId: number, executor: Executor): Promise<string> {
  const [row] = await executor.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.fullName ?? "";
}

/** Mails a new confirmation link (older ones stop working); recorded in the message log without it. */
export async function sendConfirmationLink(accountId: number, base: LinkBase, executor: Executor = db()): Promise<void> {
  const recipient = await recipientOf(accountId, executor);
  if (!recipient) return;
  const { token, expiresAt } = await issueToken(accountId, "confirm_email", new Date(), executor);
  await queueMail(
    recipient,
    "confirmEmail",
    { brand: base.brandName, name: await fullNameOf(accountId, executor) },
    { secret: { name: "link", value: `${base.origin}/confirmEmail?${new URLSearchParams({ token })}`, expiresAt }, executor },
  );
}

/**
 * "Send me a new link": queued like a registration; the job sends one only to a buyer whose
 * address is not confirmed yet. The caller gives the same answer in every case.
 */
export async function requestConfirmationLink(email: string, brand: Brand): Promise<void> {
  await enqueueJob("confirmationLink", { email, brandKey: brand.key });
}

/** The job of a "send me a new link" request. */
export async function completeConfirmationLinkRequest(job: ClaimedJob, tx: Transaction): Promise<void> {
  const { email, brandKey } = emailPayload.parse(job.payload);
  const account = await findAccountByEmail(email, tx);
  if (!account || account.role !== "buyer" || account.emailVerifiedAt) return;
  await sendConfirmationLink(account.id, linkBaseOf(brandKey), tx);
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
