import nodemailer from "nodemailer";
import { env } from "~/env.server";
import { PermanentJobError } from "./jobs.server";

/** A mail as it leaves: `id` is the message-log row, the base of a Message-ID that stays the same on every attempt. */
export type OutgoingMail = { id: number; to: string; subject: string; text: string };
/** sent: an SMTP server accepted it; recorded: no SMTP server is configured (only the message log has it). */
export type Delivery = "sent" | "recorded";

/** The part of a nodemailer transport the shop uses; tests put a catching one in its place. */
export type MailTransport = {
  sendMail(mail: { from: string; to: string; subject: string; text: string; messageId: string }): Promise<unknown>;
};

/** An SMTP answer that trying again will not change (5xx: unknown mailbox, refused sender …). */
export class PermanentMailError extends PermanentJobError {}

let smtp: MailTransport | undefined;
let replacement: MailTransport | undefined;

/** Tests deliver into a transport of their own (tests/support/mail.ts); undefined restores SMTP. */
export function setMailTransport(transport: MailTransport | undefined): void {
  replacement = transport;
}

function transport(): MailTransport | undefined {
  if (replacement) return replacement;
  const { SMTP_URL } = env();
  if (!SMTP_URL) return undefined;
  // Short timeouts: the job is tried again later; a hung server must not hold the worker.
  smtp ??= nodemailer.createTransport({ url: SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) as MailTransport;
  return smtp;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "shop.localhost";
}

/**
 * Sends one mail (called by the mail job, never by a request). Without SMTP the mail is only
 * recorded; on a local trial (no SMTP_URL, no BRAND_HOSTS: every link points at this machine) it
 * is also printed to the server log, so a newcomer can follow confirmation and reset links. Throws
 * when the SMTP server refuses: PermanentMailError for a 5xx answer, else a plain error (retried).
 */
export async function deliver(mail: OutgoingMail): Promise<Delivery> {
  const { NODE_ENV, MAIL_FROM, BRAND_HOSTS } = env();
  const target = transport();
  if (!target) {
    if (NODE_ENV !== "test" && !BRAND_HOSTS) {
      process.stdout.write(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`);
    }
    return "recorded";
  }
  try {
    await target.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<message-${mail.id}@${domainOf(MAIL_FROM)}>` });
    return "sent";
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    const message = error instanceof Error ? error.message : String(error);
    if (typeof code === "number" && code >= 500 && code < 600) throw new PermanentMailError(message);
    throw new Error(message);
  }
}
