import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { jobs, messages } from "~/db/schema";
import { catchingTransport, latestLink } from "~tests/support/mail";
import { accountId } from "~tests/support/requests";
import { MAIN_BRAND } from "./brands.server";
import { runDueJobs, runNextJob } from "./job-worker.server";
import { JOB_LEASE_SECONDS, claimJob, enqueueJob, requeueInterruptedJobs } from "./jobs.server";
import { setMailTransport } from "./smtp-transport.server";
import { queueMail } from "./mail.server";
import { requestPasswordReset } from "~/services/identity/password-reset.server";
import { seal, unseal } from "./sealed.server";

afterEach(() => setMailTransport(catchingTransport));

const SECOND = 1000;

async function jobRow(id: number) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function messageRow(id: number) {
  const [row] = await db().select().from(messages).where(eq(messages.id, id));
  return row!;
}

/** The id of the mail job queued for a message. */
async function mailJobOf(messageId: number): Promise<number> {
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from jobs where kind = 'mail' and (payload->>'messageId')::int = ${messageId}`);
  return Number(row!.id);
}

async function queueSecretMail(email: string) {
  const id = await accountId(email);
  const messageId = await queueMail(
    { accountId: id, email, language: "en" },
    "resetPassword",
    { brand: "Aigostar", name: "Test" },
    { secret: { name: "link", value: "http://localhost:3000/ResetPwd?token=SECRET-TOKEN-VALUE", expiresAt: new Date(Date.now() + 3600 * SECOND) } },
  );
  return { messageId, jobId: await mailJobOf(messageId) };
}

describe("sealed job data", () => {
  it("opens what it sealed, and nothing altered", () => {
    const sealed = seal({ token: "abc", n: 1 });
    expect(sealed).not.toContain("abc");
    expect(unseal(sealed)).toEqual({ token: "abc", n: 1 });
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body!.startsWith("A") ? "B" : "A"}${body!.slice(1)}`;
    expect(() => unseal([version, iv, tag, flipped].join("."))).toThrow();
    expect(() => unseal("plain text")).toThrow();
  });
});

describe("the mail job", () => {
  it("sends a queued mail once, records it as sent and erases its sealed part", async () => {
    const sent: string[] = [];
    setMailTransport({ sendMail: async (mail) => void sent.push(mail.text) });
    const { messageId, jobId } = await queueSecretMail("buyer.gb@demo.test");
    expect((await messageRow(messageId)).deliveryStatus).toBe("queued");
    expect((await jobRow(jobId)).sealed).not.toBeNull();
    await runDueJobs();
    await runDueJobs();
    expect(sent.filter((text) => text.includes("SECRET-TOKEN-VALUE"))).toHaveLength(1);
    expect((await messageRow(messageId)).deliveryStatus).toBe("sent");
    expect(await jobRow(jobId)).toMatchObject({ status: "done", sealed: null, attempts: 1 });
  });

  it("tries again later after a temporary failure, and sends then", async () => {
    let fail = true;
    const sent: string[] = [];
    setMailTransport({
      sendMail: async (mail) => {
        if (fail) throw Object.assign(new Error("451 try again later"), { responseCode: 451 });
        sent.push(mail.to);
      },
    });
    const { messageId, jobId } = await queueSecretMail("buyer.de@demo.test");
    const start = new Date();
    expect(await runNextJobFor(jobId, start)).toBe(true);
    const afterFailure = await jobRow(jobId);
    expect(afterFailure).toMatchObject({ status: "queued", attempts: 1, lastError: "451 try again later" });
    expect(afterFailure.sealed).not.toBeNull();
    expect(afterFailure.runAt.getTime()).toBeGreaterThanOrEqual(start.getTime() + 5 * SECOND);
    // Not before its time …
    expect(await claimJobWithId(jobId, new Date(start.getTime() + 2 * SECOND))).toBe(false);
    // … but once it has come.
    fail = false;
    expect(await runNextJobFor(jobId, new Date(start.getTime() + 6 * SECOND))).toBe(true);
    expect(sent).toEqual(["buyer.de@demo.test"]);
    expect(await jobRow(jobId)).toMatchObject({ status: "done", attempts: 2, sealed: null });
    expect((await messageRow(messageId)).deliveryStatus).toBe("sent");
  });

  it("gives up at once when the mail server refuses for good, and the message log says so", async () => {
    setMailTransport({
      sendMail: async () => {
        throw Object.assign(new Error("550 no such mailbox"), { responseCode: 550 });
      },
    });
    const { messageId, jobId } = await queueSecretMail("buyer.fr@demo.test");
    await runNextJobFor(jobId, new Date());
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", attempts: 1, sealed: null, lastError: "550 no such mailbox" });
    expect((await messageRow(messageId)).deliveryStatus).toBe("failed");
  });

  it("gives up after its last attempt", async () => {
    setMailTransport({
      sendMail: async () => {
        throw new Error("connection refused");
      },
    });
    const id = await accountId("buyer.nl@demo.test");
    const messageId = await queueMail({ accountId: id, email: "buyer.nl@demo.test", language: "nl" }, "passwordChanged", { brand: "Aigostar", name: "Test" });
    const jobId = await mailJobOf(messageId);
    await db().update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, jobId));
    let now = new Date();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await runNextJobFor(jobId, now);
      now = new Date(now.getTime() + 3600 * SECOND);
    }
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", attempts: 2 });
    expect((await messageRow(messageId)).deliveryStatus).toBe("failed");
  });
});

describe("a server that stops in the middle of a job", () => {
  it("leaves the job to another server once its lease has run out, never before", async () => {
    const { jobId } = await queueSecretMail("buyer.pt@demo.test");
    const now = new Date();
    expect(await claimJobWithId(jobId, now)).toBe(true);
    // The first server died here, before sending. Another server must not take it yet …
    expect(await claimJobWithId(jobId, new Date(now.getTime() + (JOB_LEASE_SECONDS - 1) * SECOND))).toBe(false);
    // … but after the lease it does, and the mail goes out.
    expect(await runNextJobFor(jobId, new Date(now.getTime() + (JOB_LEASE_SECONDS + 1) * SECOND))).toBe(true);
    expect(await jobRow(jobId)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("queues again at once what the only server of an embedded database was running", async () => {
    const { jobId } = await queueSecretMail("buyer.it@demo.test");
    expect(await claimJobWithId(jobId, new Date())).toBe(true);
    expect(await requeueInterruptedJobs()).toBeGreaterThanOrEqual(1);
    expect((await jobRow(jobId)).status).toBe("queued");
    expect(await runNextJobFor(jobId, new Date())).toBe(true);
    expect((await jobRow(jobId)).status).toBe("done");
  });

  it("fails a job whose sealed part cannot be opened, without trying again", async () => {
    const jobId = await enqueueJob("passwordReset", { email: "buyer.es@demo.test", brandKey: "aigostar" }, { sealed: { x: 1 } });
    await db().update(jobs).set({ sealed: "v1.garbage.garbage.garbage" }).where(eq(jobs.id, jobId));
    await runNextJobFor(jobId, new Date());
    expect(await jobRow(jobId)).toMatchObject({ status: "failed", attempts: 1, sealed: null });
  });
});

describe("what a database backup would hold", () => {
  it("holds no live reset link, before or after the mail is sent", async () => {
    const id = await accountId("buyer.mx@demo.test");
    await requestPasswordReset("buyer.mx@demo.test", MAIN_BRAND);
    // The request job has run and queued the mail; the mail has not left yet.
    await runNextJobsUntilMailQueued(id);
    const before = await databaseText();
    const { token } = await latestLink(id, "resetPassword");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(before).not.toContain(token);
    expect(await databaseText()).not.toContain(token);
  });
});

/** Every text of the tables a mail passes through, as a dump would have it. */
async function databaseText(): Promise<string> {
  const rows = await queryRows(db(), sql`select (select coalesce(json_agg(j), '[]'::json) from jobs j)::text as jobs, (select coalesce(json_agg(m), '[]'::json) from messages m)::text as messages, (select coalesce(json_agg(t), '[]'::json) from email_tokens t)::text as tokens`);
  return JSON.stringify(rows);
}

async function runNextJobsUntilMailQueued(accountIdOf: number) {
  for (let i = 0; i < 20; i += 1) {
    const [row] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from messages where account_id = ${accountIdOf} and kind = 'resetPassword' and delivery_status = 'queued'`);
    if (row!.n > 0) return;
    await runNextJob();
  }
  throw new Error("no reset mail was queued");
}

/** Runs due jobs until the one with this id has been worked once; whether it was. */
async function runNextJobFor(jobId: number, now: Date): Promise<boolean> {
  await db().update(jobs).set({ runAt: sql`least(${jobs.runAt}, ${now.toISOString()}::timestamptz)` }).where(eq(jobs.id, jobId));
  const attemptsBefore = (await jobRow(jobId)).attempts;
  for (let i = 0; i < 50; i += 1) {
    if (!(await runNextJob(() => {}, now))) break;
    if ((await jobRow(jobId)).attempts > attemptsBefore) return true;
  }
  return (await jobRow(jobId)).attempts > attemptsBefore;
}

/** Claims due jobs (putting back the others) until this one is claimed; whether it was. */
async function claimJobWithId(jobId: number, now: Date): Promise<boolean> {
  const others: number[] = [];
  try {
    for (let i = 0; i < 50; i += 1) {
      const job = await claimJob(now);
      if (!job) return false;
      if (job.id === jobId) return true;
      others.push(job.id);
    }
    return false;
  } finally {
    if (others.length > 0) await db().update(jobs).set({ status: "queued", lockedUntil: null, attempts: sql`${jobs.attempts} - 1` }).where(sql`${jobs.id} in (${sql.join(others.map((id) => sql`${id}`), sql`, `)})`);
  }
}
