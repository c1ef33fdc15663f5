import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts } from "~/db/schema";
import type { Language } from "~/i18n/languages";

export async function setAccountLanguage(accountId: number, language: Language): Promise<void> {
  await db().update(accounts).set({ language }).where(eq(accounts.id, accountId));
}
