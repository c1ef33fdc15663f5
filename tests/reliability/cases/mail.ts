import { sql } from "drizzle-orm";
import { storedMails } from "../../e2e/mail-sink";
import { type ShopClient, rawRequest } from "../client";
import { rows, withDatabase } from "../database";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";
import type { ShopServer } from "../server";

/** The SMTP sink of a run: its mailbox, and a switch that makes it refuse for a while (a mail server that is down). */
export type MailSink = { mailbox: string; refusing: boolean; refused: Array<{ to: string[] }> };

type Mail = ReturnType<typeof storedMails>[number];

const LINK = /https?:\/\/[^\s]+/g;
const CODE = /\r?\n\r?\n([ACDEFHJKMNPRTUVWXY34679]{8})\r?\n\r?\n/;

/** The one-time secrets a mail carries: tokens of its links and an emailed sign-in code. */
function secretsOf(mail: Mail): string[] {
  const tokens = [...mail.text.matchAll(LINK)].map((match) => new URL(match[0]).searchParams.get("token")).filter((token): token is string => Boolean(token));
  const code = CODE.exec(mail.text)?.[1];
  return code ? [...tokens, code] : tokens;
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

const mailsTo = (sink: MailSink, email: string, since = 0) => storedMails(sink.mailbox).slice(since).filter((mail) => mail.to.includes(email.toLowerCase()));

const newAddress = (label: string) => `rely-mail-${label}-${Date.now().toString(36)}@example.test`;

async function register(client: ShopClient, email: string) {
  const response = await client.post("/register", {
    companyName: "Reliability Mail Ltd",
    fullName: "Mail Tester",
    email,
    newPassword: "Start2026x",
    confirmPassword: "Start2026x",
    country: "GB",
    telephone: "20 7946 0000",
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`registering ${email} answered ${response.status}`);
}

async function forget(client: ShopClient, email: string) {
  const response = await client.post("/forget", { email });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`asking a reset for ${email} answered ${response.status}`);
}

/**
 * Mail leaves through a job (decision 0078). Mails sent before a crash are not sent again; mails
 * queued but not yet sent when the server is killed (SIGKILL, while the mail server refuses) are
 * sent once after the restart, with working links; and afterwards no table of the database holds
 * any of the links or codes the mails carried (what a backup would hand out).
 */
export async function mailCrashCase(server: ShopServer, sink: MailSink, anonymous: ShopClient) {
  const recorder = new CaseRecorder("mail: crash between commit and send, no secret at rest");
  // Before: delivered normally.
  const early = [newAddress("a1"), newAddress("a2")];
  for (const email of early) await register(anonymous, email);
  for (const email of early) await waitFor(`the confirmation mail to ${email}`, () => mailsTo(sink, email)[0]);

  // The mail server goes down; requests queue mail that cannot leave.
  sink.refusing = true;
  const resets = ["buyer.es@demo.test", "buyer.it@demo.test", "buyer.pl@demo.test", "buyer.nl@demo.test"];
  const late = [newAddress("b1"), newAddress("b2")];
  for (const email of resets) await forget(anonymous, email);
  for (const email of late) await register(anonymous, email);
  const expected = [...resets, ...late];
  await waitFor("a refused attempt of every queued mail", () => (expected.every((email) => sink.refused.some((mail) => mail.to.includes(email))) ? true : undefined));
  const before = storedMails(sink.mailbox).length;
  await server.stop("SIGKILL");
  sink.refusing = false;
  await server.start();

  for (const email of expected) {
    const mail = await waitFor(`the mail to ${email} after the restart`, () => mailsTo(sink, email, before)[0]).catch(() => undefined);
    recorder.check(mail !== undefined, () => `the mail to ${email}, queued before the crash, never arrived`);
  }
  // Time for any second copy to show up.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const email of expected) {
    const count = mailsTo(sink, email, before).length;
    recorder.check(count <= 1, () => `${email} got ${count} copies of one mail after the restart`);
  }
  for (const email of early) {
    const count = mailsTo(sink, email).length;
    recorder.check(count === 1, () => `${email} got ${count} copies of a mail sent before the crash`);
  }
  const reset = mailsTo(sink, resets[0]!, before)[0];
  if (reset) {
    const link = new URL(reset.text.match(LINK)![0]);
    const page = await anonymous.get(`${link.pathname}${link.search}`);
    const text = await page.text();
    recorder.check(page.status === 200 && /name="newPassword"/.test(text), () => `the reset link mailed after the restart does not open the form (${page.status})`);
  }

  const secrets = storedMails(sink.mailbox).flatMap(secretsOf);
  recorder.check(secrets.length >= expected.length, () => `only ${secrets.length} secrets found in ${storedMails(sink.mailbox).length} mails`);
  const leaks = await withDatabase(server, async (db) => {
    const tables = await rows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const [dump] = await rows<{ text: string | null }>(db, sql`select string_agg(t::text, ' ') as text from ${sql.identifier(table)} t`);
      for (const secret of secrets) if (dump?.text?.includes(secret)) found.push(`${table} holds ${secret.slice(0, 6)}…`);
    }
    return found;
  });
  await server.start();
  recorder.check(leaks.length === 0, () => `a backup would hand out live secrets: ${leaks.join("; ")}`);
  recorder.note = `${expected.length} mails queued across a SIGKILL, ${secrets.length} secrets looked for`;
  return recorder.result();
}

/**
 * A salesman acting for a client reads nothing that signs in as the client: after a reset link,
 * an emailed sign-in code and a confirmation link went to the client, no page the salesman can
 * open (every GET route without an id, the message log and each message) shows any of them.
 */
export async function salesmanSecretsCase(salesman: ShopClient, anonymous: ShopClient, sink: MailSink, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("secrets: pages a salesman can open");
  // The client list marks the row of the client the salesman acts for.
  const clients = await (await salesman.get("/salesman/clients")).text();
  const row = /<tr[^>]*bg-gray-50[^>]*>([\s\S]*?)<\/tr>/.exec(clients)?.[1] ?? "";
  const client = /([\w.+-]+@[\w.-]+\.\w+)/.exec(row)?.[1];
  if (!client) throw new Error("the salesman's client list marks no current client");
  const since = storedMails(sink.mailbox).length;
  await forget(anonymous, client);
  const login = await (await anonymous.get("/login")).text();
  const challenge = /name="challenge" value="([^"]*)"/.exec(login)?.[1] ?? "";
  await (await anonymous.post("/login", { intent: "emailCode", email: client, challenge })).arrayBuffer();
  const mails = await waitFor(`the reset link and the code mailed to ${client}`, () => {
    const found = mailsTo(sink, client, since);
    return found.some((mail) => /token=/.test(mail.text)) && found.some((mail) => CODE.test(mail.text)) ? found : undefined;
  });
  const secrets = mails.flatMap(secretsOf);
  recorder.check(secrets.length >= 2, () => `expected a token and a code in the mails to ${client}, found ${secrets.length}`);

  const pages = routes.filter((route) => route.hasLoader && route.params.length === 0).map((route) => route.path);
  const log = await (await salesman.get("/account/messages")).text();
  const messagePages = [...new Set([...log.matchAll(/\/account\/messages\/(\d+)/g)].map((match) => `/account/messages/${match[1]}`))];
  recorder.check(messagePages.length >= 2, () => `the message log lists ${messagePages.length} messages`);
  for (const path of [...pages, ...messagePages]) {
    for (const variant of [path, `${path === "/" ? "/_root" : path}.data`]) {
      const response = await salesman.get(variant);
      const body = await response.text();
      for (const secret of secrets) recorder.check(!body.includes(secret), () => `GET ${variant} shows the client's secret ${secret.slice(0, 4)}…`);
    }
  }
  recorder.note = `${secrets.length} secrets of ${client} looked for on ${pages.length + messagePages.length} pages and their data`;
  return recorder.result();
}

/**
 * Links in mails come from configuration, never from the request: a reset asked for through a
 * forged Host and X-Forwarded-Host carries the shop's own origin.
 */
export async function forgedHostMailCase(baseUrl: string, sink: MailSink) {
  const recorder = new CaseRecorder("mail links ignore a forged Host");
  const email = "buyer.pt@demo.test";
  const since = storedMails(sink.mailbox).length;
  const port = new URL(baseUrl).port;
  const origin = `http://localhost:${port}`;
  const forged: Array<Record<string, string>> = [
    { Host: `evil.localhost:${port}`, Origin: `http://evil.localhost:${port}` },
    { Host: `localhost:${port}`, Origin: origin, "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
  ];
  for (const headers of forged) {
    const reply = await rawRequest(baseUrl, {
      method: "POST",
      target: "/forget",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ email }).toString(),
    });
    const location = reply.headers.get("location") ?? "";
    recorder.check(reply.status === 302 || reply.status === 403, () => `POST /forget with ${JSON.stringify(headers)} answered ${reply.status}`);
    recorder.check(!location.includes("evil"), () => `POST /forget with a forged host redirected to ${location}`);
  }
  const mails = await waitFor(`a reset mail to ${email}`, () => {
    const found = mailsTo(sink, email, since);
    return found.length > 0 ? found : undefined;
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const mail of [...mails, ...mailsTo(sink, email, since)]) {
    for (const link of mail.text.match(LINK) ?? []) {
      recorder.check(link.startsWith(`${origin}/`), () => `a mailed link points at ${new URL(link).origin}, not ${origin}`);
    }
  }
  return recorder.result();
}
