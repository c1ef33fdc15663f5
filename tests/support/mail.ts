import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages } from "~/db/schema";

/** The recorded mails of an account, newest first. */
export async function mailsOf(accountId: number, kind?: string) {
  return db()
    .select({ id: messages.id, kind: messages.kind, toEmail: messages.toEmail, subject: messages.subject, body: messages.body })
    .from(messages)
    .where(kind ? and(eq(messages.accountId, accountId), eq(messages.kind, kind)) : eq(messages.accountId, accountId))
    .orderBy(desc(messages.id));
}

/** The link of the newest mail of a kind, and its token. */
export async function latestLink(accountId: number, kind: string): Promise<{ link: string; token: string }> {
  const [mail] = await mailsOf(accountId, kind);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} link for account ${accountId}`);
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}
