import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages } from "~/db/schema";
import { runDueJobs } from "~/services/platform/job-worker.server";
import { type MailTransport, setMailTransport } from "~/services/platform/smtp-transport.server";

/** A mail as the transport received it: what the recipient reads (links and codes included). */
export type DeliveredMail = { messageId: number; to: string; subject: string; text: string };

const delivered: DeliveredMail[] = [];

/** Catches what the mail job sends, instead of an SMTP server (installed for every database test file). */
export const catchingTransport: MailTransport = {
  async sendMail(mail) {
    const messageId = Number(/^<message-(\d+)@/.exec(mail.messageId)?.[1]);
    delivered.push({ messageId, to: mail.to, subject: mail.subject, text: mail.text });
  },
};

export function catchMail(): void {
  setMailTransport(catchingTransport);
}

/** Works the queued jobs (mails included), as the server's worker would. */
export async function runJobs(): Promise<number> {
  return runDueJobs();
}

/**
 * The message-log entries of an account (what the account and a salesman acting for it see),
 * newest first, once the queued jobs have been worked.
 */
export async function mailsOf(accountId: number, kind?: string) {
  await runJobs();
  return db()
    .select({ id: messages.id, kind: messages.kind, toEmail: messages.toEmail, subject: messages.subject, body: messages.body, deliveryStatus: messages.deliveryStatus })
    .from(messages)
    .where(kind ? and(eq(messages.accountId, accountId), eq(messages.kind, kind)) : eq(messages.accountId, accountId))
    .orderBy(desc(messages.id));
}

/** The mail as delivered for a message-log entry (after working the queued jobs). */
export async function deliveredMail(messageId: number): Promise<DeliveredMail> {
  await runJobs();
  const mail = delivered.findLast((candidate) => candidate.messageId === messageId);
  if (!mail) throw new Error(`message ${messageId} was not delivered`);
  return mail;
}

/** The newest delivered mail of a kind to an account. */
export async function latestMail(accountId: number, kind: string): Promise<DeliveredMail> {
  await runJobs();
  const [newest] = await mailsOf(accountId, kind);
  if (!newest) throw new Error(`no ${kind} mail for account ${accountId}`);
  return deliveredMail(newest.id);
}

/** The link of the newest delivered mail of a kind, and its token. */
export async function latestLink(accountId: number, kind: string): Promise<{ link: string; token: string }> {
  const mail = await latestMail(accountId, kind);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} link for account ${accountId}`);
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}
