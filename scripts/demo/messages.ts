import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts, messages } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, isLanguage } from "~/i18n/languages";
import { BRANDS } from "~/services/brands.server";
import { DEMO_ACCOUNTS } from "./accounts";
import { maxId, syncSequence } from "./insert";

/**
 * Every demo account's message log starts with a sign-in code mail (long expired), as the shop
 * records every mail it sends; it is left unread so the header's count has something to show.
 */
export async function seedMessages(db: Executor, { now }: { now: Date }): Promise<number> {
  const people = await db
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName, language: accounts.language, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
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
    const t = getFixedT(isLanguage(person.language) ? person.language : FALLBACK_LANGUAGE, "mail");
    const values = { brand, name: person.fullName, code: String(100_000 + ((person.id * 7919) % 900_000)) };
    const sentAt = new Date((person.verifiedAt ?? now).getTime() - 15 * 60_000);
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
