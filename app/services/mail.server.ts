import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";

export type OutgoingMail = { to: string; subject: string; text: string };
export type Delivery = "sent" | "recorded" | "failed";

let transporter: Transporter | undefined;

/** The SMTP transport when SMTP_URL is set; none otherwise (mail is only recorded). */
function transport(): Transporter | undefined {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return undefined;
  transporter ??= nodemailer.createTransport(SMTP_URL);
  return transporter;
}

/**
 * Sends a mail through SMTP when SMTP_URL is set. Without SMTP the mail is only recorded (by the
 * caller, as a message); outside production and tests it is also printed to the server log so a
 * newcomer can follow the confirmation and reset links.
 */
export async function deliver(mail: OutgoingMail): Promise<Delivery> {
  const smtp = transport();
  const { NODE_ENV, MAIL_FROM } = env();
  if (!smtp) {
    if (NODE_ENV === "development") {
      process.stdout.write(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`);
    }
    return "recorded";
  }
  try {
    await smtp.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return "sent";
  } catch (error) {
    console.error("mail delivery failed", error instanceof Error ? error.message : error);
    return "failed";
  }
}
