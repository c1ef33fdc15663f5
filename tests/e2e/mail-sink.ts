import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A tiny SMTP server for the end-to-end tests (no dependency): it answers 220/250/354/221,
 * stores each message as a JSON file in a folder, and the tests read the links from there.
 * The shop server sends to it through SMTP_URL (playwright.config.ts); it only connects when it
 * sends, so the sink may start after the web server (globalSetup runs after webServer).
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 20000);
export const MAILBOX = path.resolve(`tests/.cache/e2e-mail-${E2E_PORT}`);

export type StoredMail = { from: string; to: string[]; raw: string };

type SinkOptions = {
  /** While it says yes, each message is refused after its data with a temporary 451 (a mail server that is down). */
  refuse?: () => boolean;
  /** Told of each refused message. */
  onRefused?: (mail: StoredMail) => void;
};

export function startMailSink(port = SMTP_PORT, mailbox = MAILBOX, { refuse = () => false, onRefused }: SinkOptions = {}): Promise<net.Server> {
  fs.rmSync(mailbox, { recursive: true, force: true });
  fs.mkdirSync(mailbox, { recursive: true });
  let count = 0;
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let data: string[] = [];
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 e2e-sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            const mail: StoredMail = { from, to, raw: data.join("\r\n") };
            data = [];
            to = [];
            if (refuse()) {
              onRefused?.(mail);
              reply("451 4.3.0 Temporarily unavailable, try again later");
              continue;
            }
            count += 1;
            fs.writeFileSync(path.join(mailbox, `${Date.now()}-${String(count).padStart(5, "0")}.json`), JSON.stringify(mail));
            reply("250 OK: queued");
          } else {
            // Dot-stuffing: a leading "." was doubled by the sender.
            data.push(line.startsWith("..") ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 e2e-sink");
        else if (verb === "MAIL") {
          from = line.replace(/^MAIL FROM:\s*/i, "").replace(/[<>]/g, "").split(" ")[0] ?? "";
          reply("250 OK");
        } else if (verb === "RCPT") {
          to.push(line.replace(/^RCPT TO:\s*/i, "").replace(/[<>]/g, "").split(" ")[0]!.toLowerCase());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Subject, text body and Message-ID of a stored message (plain text, 7bit, quoted-printable or base64). */
export function parseMail(mail: StoredMail): { to: string[]; subject: string; text: string; messageId: string } {
  const split = mail.raw.indexOf("\r\n\r\n");
  const head = mail.raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = mail.raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
  const subject = header("Subject").replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, value: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(value, "base64").toString("utf8") : decodeQuotedPrintable(value.replace(/_/g, " ")),
  );
  return { to: mail.to, subject, text, messageId: header("Message-ID") };
}

/** Every mail the sink has accepted, oldest first. */
export function storedMails(mailbox = MAILBOX) {
  const files = fs.existsSync(mailbox) ? fs.readdirSync(mailbox).sort() : [];
  return files.map((file) => parseMail(JSON.parse(fs.readFileSync(path.join(mailbox, file), "utf8")) as StoredMail));
}

type ParsedMail = ReturnType<typeof parseMail>;

/**
 * Waits for the newest mail to an address whose subject matches (or that a test of its own
 * accepts: the language of a mail follows the account, which other tests may change), and returns it.
 */
export async function waitForMail(to: string, subject: RegExp | ((mail: ParsedMail) => boolean), { timeout = 15_000, mailbox = MAILBOX } = {}) {
  const matches = typeof subject === "function" ? subject : (mail: ParsedMail) => subject.test(mail.subject);
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailbox) ? fs.readdirSync(mailbox).sort().reverse() : [];
    for (const file of files) {
      const mail = parseMail(JSON.parse(fs.readFileSync(path.join(mailbox, file), "utf8")) as StoredMail);
      if (mail.to.includes(to.toLowerCase()) && matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} like ${String(subject)} within ${timeout} ms (SMTP sink on port ${SMTP_PORT}, mailbox ${mailbox})`);
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail:\n${text}`);
  return link;
}
