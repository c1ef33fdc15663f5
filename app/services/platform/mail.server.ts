import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { type Executor, db } from "~/db/client.server";
import { accounts, companies, messages } from "~/db/schema";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { getFixedT } from "~/i18n/i18n.server";
import { FALLBACK_LANGUAGE, type Language, isLanguage } from "~/i18n/languages";
import { type ClaimedJob, enqueueJob } from "./jobs.server";
import { deliver } from "./smtp-transport.server";

/** The mails the shop sends; each has `mail:<template>.subject` and `.body` in every language. */
export type MailTemplate =
  | "confirmEmail"
  | "resetPassword"
  | "loginCode"
  | "passwordChanged"
  | "arrivalNotice"
  | "orderConfirmation"
  | "orderCancelled"
  | "registrationAttempt"
  | "downloadLinks"
  | "apiApplicationReview"
  | "apiApplicationApproved"
  | "apiApplicationRefused"
  | "apiApplicationRevoked"
  | "accountApproved"
  | "accountRefused"
  | "imagePermissionApproved"
  | "imagePermissionRefused"
  | "falconApproved"
  | "falconRefused"
  | "orderStatusUnshipped"
  | "orderStatusShipped"
  | "orderStatusReturning"
  | "orderStatusReturned"
  | "orderStatusCancelled";

/** Who a mail goes to; the country names the time zone of a secret's "valid until". */
export type Recipient = { accountId: number; email: string; language: string | null; countryCode?: string | null };

export async function recipientOf(accountId: number, executor: Executor = db()): Promise<Recipient | null> {
  const [row] = await executor
    .select({ accountId: accounts.id, email: accounts.email, language: accounts.language, countryCode: companies.countryCode })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * The one secret a mail may carry: a one-time link or a sign-in code. It goes out in the mail and
 * nowhere else: the message log keeps "sent by email, valid until …" in its place (decision 0079).
 */
export type MailSecret = { name: "link" | "code"; value: string; expiresAt: Date };

type MailContent = { subject: string; text: string };
const mailPayload = z.object({ messageId: z.number().int(), to: z.string(), subject: z.string().optional(), text: z.string().optional() });
const mailContent = z.object({ subject: z.string(), text: z.string() });

/**
 * Queues one of the shop's mails in the recipient's language and records it as a message of the
 * account (the message log shows every mail the shop sent). The mail job sends it after the
 * caller's transaction commits (pass `executor` to queue it inside one). Returns the message id.
 */
export async function queueMail(
  recipient: Recipient,
  template: MailTemplate,
  values: Record<string, string>,
  { secret, executor = db() }: { secret?: MailSecret; executor?: Executor } = {},
): Promise<number> {
  const lng: Language = isLanguage(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
  const t = getFixedT(lng, "mail");
  const render = (fill: Record<string, string>): MailContent => ({ subject: t(`${template}.subject`, fill), text: t(`${template}.body`, fill) });
  const stored = secret
    ? render({ ...values, [secret.name]: t(`redacted.${secret.name}`, { until: formatDateTime(secret.expiresAt.toISOString(), lng, timeZoneForCountry(recipient.countryCode)) }) })
    : render(values);
  const [row] = await executor
    .insert(messages)
    .values({ accountId: recipient.accountId, kind: template, toEmail: recipient.email, subject: stored.subject, body: stored.text, deliveryStatus: "queued" })
    .returning({ id: messages.id });
  const messageId = row!.id;
  if (secret) {
    await enqueueJob("mail", { messageId, to: recipient.email }, { sealed: render({ ...values, [secret.name]: secret.value }), executor });
  } else {
    await enqueueJob("mail", { messageId, to: recipient.email, ...stored }, { executor });
  }
  return messageId;
}

/** The mail job: sends the mail, then (with the job's completion) records how it went. */
export async function deliverQueuedMail(job: ClaimedJob) {
  const { messageId, to, ...plain } = mailPayload.parse(job.payload);
  const content = job.secrets === null ? mailContent.parse(plain) : mailContent.parse(job.secrets);
  const delivery = await deliver({ id: messageId, to, ...content });
  return async (executor: Executor) => {
    await executor.update(messages).set({ deliveryStatus: delivery }).where(eq(messages.id, messageId));
  };
}

/** The mail job gave up: the message log says the mail could not be delivered. */
export async function markMailFailed(job: ClaimedJob): Promise<void> {
  const parsed = mailPayload.safeParse(job.payload);
  if (parsed.success) await db().update(messages).set({ deliveryStatus: "failed" }).where(eq(messages.id, parsed.data.messageId));
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
