import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import type { Language } from "~/i18n/languages";

/** The signed-in person's own profile (a salesman's is his office account's). */
export async function getProfile(accountId: number) {
  const [row] = await db()
    .select({
      email: accounts.email,
      fullName: accounts.fullName,
      telephone: accounts.telephone,
      language: accounts.language,
      subscriptionEmail: accounts.subscriptionEmail,
      subscribeNewsletter: accounts.subscribeNewsletter,
      subscribeNotices: accounts.subscribeNotices,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  // The subscription email defaults to the account email until one is saved.
  return { ...row, subscriptionEmail: row.subscriptionEmail ?? row.email };
}

export type ProfileInput = {
  fullName: string;
  telephone: string | null;
  language: Language;
  subscriptionEmail: string;
  subscribeNewsletter: boolean;
  subscribeNotices: boolean;
};

export async function updateProfile(accountId: number, input: ProfileInput): Promise<void> {
  await db().update(accounts).set(input).where(eq(accounts.id, accountId));
}
