import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { downloadFiles, downloadRecords, jobs, messages } from "~/db/schema";
import { RECORDS_PAGE_SIZE, recordExpiry } from "~/domain/downloads";
import { newFileToken } from "~/services/downloads/records.server";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";
import { mailsOf } from "~tests/support/mail";
import common from "../../../locales/pt/common.json";
import downloads from "../../../locales/pt/downloads.json";
import { RecordActionRefused } from "../downloadCenter/record-action-refused";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action as redownload, loader as redownloadLoader } from "../downloadCenter_.records_.$id.redownload/route";
import { action as send, loader as sendLoader } from "../downloadCenter_.records_.$id.send/route";
import { loader } from "./route";

// The records list and a record's actions (decision 0103): generate again, send the links.

const DAY = 86_400_000;

/** A record of the account as the job leaves it: done with one zip part valid `days` more days (negative: expired), or generating. */
async function recordOf(email: string, { source = "category" as "category" | "barcodes" | "cart", status = "done" as "done" | "generating" | "failed", days = 7, requestedAt = new Date() } = {}) {
  const account = await accountId(email);
  const finishedAt = status === "generating" ? null : new Date(requestedAt.getTime() + 60_000);
  const [row] = await db()
    .insert(downloadRecords)
    .values({
      accountId: account,
      brandKey: "aigostar",
      source,
      request: { parts: ["documents"], videoResolution: "standard", unwatermarked: false, productIds: null, fileName: null },
      status,
      productCount: 1,
      requestedAt,
      expiresAt: recordExpiry(requestedAt),
      finishedAt,
      ...(status === "done" ? { fileCount: 1, bytes: 2048, watermarked: true, filesExpireAt: new Date(Date.now() + days * DAY) } : {}),
      ...(status === "failed" ? { failureReason: "generationFailed" as const } : {}),
    })
    .returning({ id: downloadRecords.id });
  const token = newFileToken();
  if (status === "done") await db().insert(downloadFiles).values({ token, recordId: row!.id, kind: "zip", part: 1, fileName: "p-1.zip", storageKey: `packages/${row!.id}/1/part-1.zip`, bytes: 2048, sha256: "0".repeat(64) });
  return { id: row!.id, token };
}

async function list(email: string, search = "") {
  const answer = await settle(async () => loader({ request: getRequest(`/downloadCenter/records${search}`, { cookie: await sessionCookieFor(email) }), context: contextFor(), params: {} }));
  return { ...answer, page: answer.data as Awaited<ReturnType<typeof loader>> };
}

/** The page a refused record action renders with its reply, as the server renders it (in Portuguese). */
async function refusedPage(path: string, reply: object): Promise<string> {
  const handler = createStaticHandler([{ path, action: () => reply, element: createElement(RecordActionRefused) }]);
  const context = await handler.query(new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams() }));
  if (context instanceof Response) throw new Error("unexpected response");
  const translations = new Translations({ lng: "pt", bundles: { pt: { common, downloads } } });
  return renderToStaticMarkup(
    createElement(TranslationsProvider, { value: translations }, createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false })),
  );
}

async function act(run: typeof redownload, email: string, id: number | string, verb: "redownload" | "send", redirectTo = "/downloadCenter/records?page=2") {
  const context = contextFor();
  const request = postForm(`/downloadCenter/records/${id}/${verb}`, { redirectTo }, { cookie: await sessionCookieFor(email) });
  return { ...(await settle(() => run({ request, context, params: { id: String(id) } }))), context };
}

describe("GET /downloadCenter/records", () => {
  it("lists the account's records of the last 30 days, newest first, paged; ?source=cart is the cart download history", async () => {
    const email = "buyer.gb@demo.test";
    const start = Date.now() - 20 * DAY;
    const made: number[] = [];
    for (let n = 0; n < RECORDS_PAGE_SIZE + 1; n += 1) made.push((await recordOf(email, { source: n % 4 === 0 ? "cart" : "category", requestedAt: new Date(start + n * 3_600_000) })).id);
    const old = await recordOf(email, { requestedAt: new Date(Date.now() - 31 * DAY) });

    const first = await list(email);
    expect(first.status).toBe(200);
    expect(first.page.title).toBe("Download records – Aigostar");
    expect(first.page).toMatchObject({ cart: false, page: 1, pages: 2, here: "/downloadCenter/records" });
    expect(first.page.records.map((record) => record.id)).toEqual([...made].reverse().slice(0, RECORDS_PAGE_SIZE));
    const second = await list(email, "?page=2");
    expect(second.page).toMatchObject({ page: 2, here: "/downloadCenter/records?page=2" });
    expect(second.page.records.map((record) => record.id)).toEqual([made[0]]);
    expect([...first.page.records, ...second.page.records].map((record) => record.id)).not.toContain(old.id);

    const cart = await list(email, "?source=cart");
    expect(cart.page.title).toBe("Cart download history – Aigostar");
    expect(cart.page).toMatchObject({ cart: true, page: 1, pages: 1, here: "/downloadCenter/records?source=cart" });
    expect(cart.page.records.map((record) => record.id)).toEqual(made.filter((_, n) => n % 4 === 0).reverse());
    expect(cart.page.records.every((record) => record.source === "cart")).toBe(true);
    // Another account sees none of them.
    expect((await list("buyer.mx@demo.test")).page.records.map((record) => record.id)).not.toContain(made[0]);
    // A page past the end shows the last one.
    expect((await list(email, "?page=99")).page.page).toBe(2);
  });
});

describe("POST /downloadCenter/records/:id/redownload", () => {
  it("generates an expired or failed record again and goes back with the notice", async () => {
    for (const made of [await recordOf("buyer.mx@demo.test", { days: -1 }), await recordOf("buyer.mx@demo.test", { status: "failed" })]) {
      const answer = await act(redownload, "buyer.mx@demo.test", made.id, "redownload");
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/downloadCenter/records?page=2&notice=redownload");
      const [row] = await db().select().from(downloadRecords).where(eq(downloadRecords.id, made.id));
      expect(row).toMatchObject({ status: "generating", fileCount: 0 });
      expect(await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, made.id))).toEqual([]);
    }
  });

  it("refuses a record whose files are still valid, on a page of its own with the way back", async () => {
    const made = await recordOf("buyer.pl@demo.test");
    const answer = await act(redownload, "buyer.pl@demo.test", made.id, "redownload", "/downloadCenter");
    expect(answer.status).toBe(409);
    expect(refusal(answer.data).errors[""]).toEqual([{ key: "downloads:problems.notRedownloadable" }]);
    expect(refusal(answer.data).typed).toEqual({ redirectTo: "/downloadCenter" });
    expect(answer.context.formFailed).toBe(true);
    // The page's loader after a refusal gives the title; a plain GET goes to the records.
    expect(((await settle(() => redownloadLoader({ request: getRequest(`/downloadCenter/records/${made.id}/redownload`), context: answer.context, params: { id: String(made.id) } }))).data as { title: string }).title).toBe("Błąd: Historia pobrań – Aigostar");
    const get = await settle(() => redownloadLoader({ request: getRequest(`/downloadCenter/records/${made.id}/redownload`), context: contextFor(), params: { id: String(made.id) } }));
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toBe("/downloadCenter/records");
  });

  it("answers 404 to another account's record, an unknown one and junk, and changes nothing", async () => {
    const made = await recordOf("buyer.pt@demo.test", { days: -1 });
    for (const id of [String(made.id), "999999", "abc", "-1", "1e3"]) expect((await act(redownload, "buyer.gb@demo.test", id, "redownload")).status).toBe(404);
    expect((await db().select().from(downloadRecords).where(eq(downloadRecords.id, made.id)))[0]!.status).toBe("done");
  });

  it("goes back only to a page of this site", async () => {
    const made = await recordOf("box@demo.test", { days: -1 });
    const answer = await act(redownload, "box@demo.test", made.id, "redownload", "//evil.example/x");
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=redownload");
  });
});

describe("POST /downloadCenter/records/:id/send", () => {
  it("mails the record's links to the subscription address and goes back with the notice", async () => {
    const email = "buyer.nl@demo.test";
    const made = await recordOf(email);
    const answer = await act(send, email, made.id, "send", "/downloadCenter");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=sent");
    const [mail] = await mailsOf(await accountId(email), "downloadLinks");
    expect(mail).toBeTruthy();
  });

  it("refuses a record without valid files: generating, expired", async () => {
    const email = "buyer.nl@demo.test";
    for (const made of [await recordOf(email, { status: "generating" }), await recordOf(email, { days: -1 })]) {
      const answer = await act(send, email, made.id, "send");
      expect(answer.status).toBe(409);
      expect(refusal(answer.data).errors[""]).toEqual([{ key: "downloads:problems.notSendable" }]);
    }
  });

  // The mail is queued (a message-log row and a mail job, in one transaction) and sent by the job;
  // when it cannot be queued, the buyer reads "send failed" instead of the 500 page.
  for (const [table, where] of [
    ["messages", ""],
    ["jobs", "when (new.kind = 'mail')"],
  ] as const) {
    it(`says "send failed" (503) with the way back to the page the buyer was on when the mail cannot be queued (${table} refuses the insert), and leaves nothing queued`, async () => {
      const email = "buyer.pt@demo.test";
      const account = await accountId(email);
      const made = await recordOf(email);
      const mailJobs = async () => (await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, "mail"))).length;
      const linkMessages = async () => (await db().select({ id: messages.id }).from(messages).where(and(eq(messages.accountId, account), eq(messages.kind, "downloadLinks")))).length;
      const before = { jobs: await mailJobs(), messages: await linkMessages() };
      await db().execute(sql.raw(`create function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`));
      await db().execute(sql.raw(`create trigger refuse_insert before insert on ${table} for each row ${where} execute function refuse_insert()`));
      let answer: Awaited<ReturnType<typeof act>>;
      try {
        answer = await act(send, email, made.id, "send", "/downloadCenter/records?page=2");
      } finally {
        await db().execute(sql.raw(`drop trigger refuse_insert on ${table}`));
        await db().execute(sql.raw("drop function refuse_insert()"));
      }
      expect(answer.status).toBe(503);
      expect(refusal(answer.data).errors[""]).toEqual([{ key: "downloads:problems.sendFailed" }]);
      expect(refusal(answer.data).typed).toEqual({ redirectTo: "/downloadCenter/records?page=2" });
      expect(answer.context.formFailed).toBe(true);
      // What the buyer reads: the message in the error summary, and the way back to the page.
      const html = await refusedPage(`/downloadCenter/records/${made.id}/send`, answer.data as object);
      expect(html).toContain('role="alert"');
      expect(html).toContain(downloads.problems.sendFailed);
      expect(html).toContain('href="/downloadCenter/records?page=2"');
      // The page after it: its title, in the buyer's language (buyer.pt reads Portuguese).
      const page = await settle(() => sendLoader({ request: getRequest(`/downloadCenter/records/${made.id}/send`), context: answer.context, params: { id: String(made.id) } }));
      expect((page.data as { title: string }).title).toMatch(/^Erro: /);
      // Logged for the operator (no stack, no mail text); nothing half-queued.
      expect(vi.mocked(console.error).mock.calls).toEqual([["download links not queued:", "outbox unavailable"]]);
      vi.mocked(console.error).mockClear();
      expect({ jobs: await mailJobs(), messages: await linkMessages() }).toEqual(before);
      // Once the outbox takes mail again, the same button works.
      const again = await act(send, email, made.id, "send", "/downloadCenter/records?page=2");
      expect(again.headers.get("Location")).toBe("/downloadCenter/records?page=2&notice=sent");
    });
  }

  it("answers 404 to another account's record", async () => {
    const made = await recordOf("buyer.nl@demo.test");
    expect((await act(send, "buyer.gb@demo.test", made.id, "send")).status).toBe(404);
    expect(await mailsOf(await accountId("buyer.gb@demo.test"), "downloadLinks")).toEqual([]);
  });
});
