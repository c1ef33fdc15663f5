import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, messages } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, type Language, isLanguage } from "~/i18n/languages";
import { deliver } from "./mail.server";

/** The mails the shop sends; each has `mail:<template>.subject` and `.body` in every language. */
export type MailTemplate = "confirmEmail" | "resetPassword" | "loginCode" | "passwordChanged" | "arrivalNotice" | "orderConfirmation" | "orderCancelled";

type Recipient = { accountId: number; email: string; language: string | null };

export async function recipientOf(accountId: number): Promise<Recipient | null> {
  const [row] = await db()
    .select({ accountId: accounts.id, email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * Sends one of the shop's mails in the recipient's language and records it as a message of the
 * account (the message log shows every mail the shop sent).
 */
export async function sendMail(
  recipient: Recipient,
  template: MailTemplate,
  values: Record<string, string>,
): Promise<{ messageId: number; delivery: string }> {
  const lng: Language = isLanguage(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
  const t = getFixedT(lng, "mail");
  const subject = t(`${template}.subject`, values);
  const body = t(`${template}.body`, values);
  const delivery = await deliver({ to: recipient.email, subject, text: body });
  const [row] = await db()
    .insert(messages)
    .values({ accountId: recipient.accountId, kind: template, toEmail: recipient.email, subject, body, deliveryStatus: delivery })
    .returning({ id: messages.id });
  return { messageId: row!.id, delivery };
}

export type MessageSummary = { id: number; kind: string; subject: string; createdAt: Date; read: boolean; deliveryStatus: string };

export async function listMessages({ accountId, page, pageSize }: { accountId: number; page: number; pageSize: number }) {
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(messages).where(eq(messages.accountId, accountId));
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await db()
    .select({
      id: messages.id,
      kind: messages.kind,
      subject: messages.subject,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      deliveryStatus: messages.deliveryStatus,
    })
    .from(messages)
    .where(eq(messages.accountId, accountId))
    .orderBy(desc(messages.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const items: MessageSummary[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    createdAt: row.createdAt,
    read: row.readAt !== null,
    deliveryStatus: row.deliveryStatus,
  }));
  return { items, total, page: current, pageSize, lastPage };
}

/** One message of the account, marked read; null when it is not the account's (the route answers 404). */
export async function readMessage({ accountId, id }: { accountId: number; id: number }) {
  const [row] = await db()
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), eq(messages.accountId, accountId)))
    .returning({
      id: messages.id,
      kind: messages.kind,
      toEmail: messages.toEmail,
      subject: messages.subject,
      body: messages.body,
      deliveryStatus: messages.deliveryStatus,
      createdAt: messages.createdAt,
      // now() is the statement's time: equal only when this request was the one that marked it read.
      wasUnread: sql<boolean>`${messages.readAt} = now()`,
    });
  return row ?? null;
}

export async function unreadCount(accountId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), isNull(messages.readAt)));
  return row?.n ?? 0;
}
