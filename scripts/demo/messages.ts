import { eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts, companies, messages } from "~/db/schema";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { CHALLENGE_TTL_MS } from "~/domain/verification-code";
import { getFixedT } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, isLanguage } from "~/i18n/languages";
import { BRANDS } from "~/services/platform/brands.server";
import { DEMO_ACCOUNTS } from "./accounts";
import { maxId, syncSequence } from "./insert";

/**
 * Every demo account's message log starts with a sign-in code mail (long expired), as the shop
 * records every mail it sends, with the code hidden as the log always keeps it (decision 0079);
 * it is left unread so the header's count has something to show.
 */
export async function seedMessages(db: Executor, { now }: { now: Date }): Promise<number> {
  const people = await db
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, language: accounts.language, verifiedAt: accounts.emailVerifiedAt, countryCode: companies.countryCode })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(
      inArray(
        accounts.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    )
    .orderBy(accounts.id);
  const brand = BRANDS[0]!.name;
  let id = await maxId(db, "messages");
  const rows = people.map((person) => {
    const lng = isLanguage(person.language) ? person.language : FALLBACK_LANGUAGE;
    const t = getFixedT(lng, "mail");
    const sentAt = new Date((person.verifiedAt ?? now).getTime() - 15 * 60_000);
    const until = formatDateTime(new Date(sentAt.getTime() + CHALLENGE_TTL_MS).toISOString(), lng, timeZoneForCountry(person.countryCode));
    const values = { brand, name: person.fullName, code: t("redacted.code", { until }) };
    id += 1;
    return {
      id,
      accountId: person.id,
      kind: "loginCode",
      toEmail: person.email,
      subject: t("loginCode.subject", values),
      body: t("loginCode.body", values),
      deliveryStatus: "recorded",
      readAt: null,
      createdAt: sentAt,
    };
  });
  if (rows.length > 0) await db.insert(messages).values(rows);
  await syncSequence(db, "messages");
  return rows.length;
}
