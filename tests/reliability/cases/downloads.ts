import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { legacyXls, vbaProject, xlsx, zipWith } from "../../support/spreadsheets";
import { readZip } from "../../support/zip";
import { type ShopClient, hasMessage, inspectAnswer } from "../client";
import { rows, withDatabase } from "../database";
import { CENTRE, barcodeForm, barcodeSubmission, listedRecords, requestPackage, waitForRecord } from "../downloads-page";
import type { PackagePlan } from "../fixtures";
import { defaultSubmission, postForms } from "../forms";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";
import type { ShopServer } from "../server";

const TOKEN_PARAM = /token/i;
/** A made-up file token of the right shape (128 bits, base64url) and a made-up record id. */
const madeUpToken = () => randomBytes(16).toString("base64url");
const MADE_UP_ID = "2147480000";

async function healthy(client: ShopClient): Promise<boolean> {
  try {
    return (await client.get("/healthz")).status === 200;
  } catch {
    return false;
  }
}

/** The salesman's session acts for the client of this e-mail (chosen on his client list). */
export async function actFor(salesman: ShopClient, email: string): Promise<void> {
  const list = await (await salesman.get("/salesman/clients")).text();
  const row = [...list.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1]!).find((cells) => cells.includes(email));
  const clientId = row && /name="clientId" value="(\d+)"/.exec(row)?.[1];
  if (!clientId) throw new Error(`${email} is not on the salesman's client list`);
  const response = await salesman.post("/salesman/clients", { intent: "choose", clientId, redirectTo: CENTRE });
  if (response.status !== 302 && response.status !== 303) throw new Error(`choosing ${email} answered ${response.status}`);
}

/**
 * Another account's package: every route of the centre that takes a record id or a file token
 * (read from the build), asked with the owner's ids by another buyer and by a salesman acting for
 * another client, answers 404, by GET and by POST with the owner's own form (a GET that does not
 * read the id, such as a form action's, answers as for a made-up id); signed out they answer as
 * they do for a made-up id (never the file). The same salesman acting for the owner
 * gets the file (so the 404 is the account's, not a broken link), and the owner's record is
 * untouched afterwards. The owner is buyer.es, whose demo data holds a done package with files.
 */
export async function downloadAccessCase({ owner, other, salesman, anonymous }: { owner: ShopClient; other: ShopClient; salesman: ShopClient; anonymous: ShopClient }, routes: ShopRoute[], ownerEmail: string) {
  const recorder = new CaseRecorder("downloads: another account's packages and files → 404");
  const records = await listedRecords(owner);
  const done = records.find((record) => record.status === "done" && record.files.length > 0);
  if (!done) throw new Error(`${ownerEmail} has no done package with files on ${CENTRE} (the demo data gives one)`);
  const token = decodeURIComponent(done.files[0]!.split("/").pop()!);
  const mine = await owner.get(done.files[0]!);
  recorder.check(mine.status === 200 && (await mine.arrayBuffer()).byteLength === Number(mine.headers.get("content-length")), () => `the owner's own file ${done.files[0]} answered ${mine.status}`);

  const centreRoutes = routes.filter((route) => route.path.startsWith(`${CENTRE}/`) && route.params.length > 0);
  recorder.check(centreRoutes.every((route) => route.params.length === 1), () => `a route under ${CENTRE}/ takes more than one id: ${centreRoutes.map((route) => route.path).join(", ")}`);
  recorder.check(centreRoutes.some((route) => route.params.some((param) => TOKEN_PARAM.test(param))), () => `no route of the build under ${CENTRE}/ takes a file token`);
  /** The route's address with the id or token it takes, and that value as it appears in the address. */
  const address = (route: ShopRoute, id: string, fileToken: string) => {
    const value = encodeURIComponent(route.params.some((param) => TOKEN_PARAM.test(param)) ? fileToken : id);
    return { path: route.path.replace(/:(\w+)/, value), value };
  };

  // A salesman acting for another of his clients, then (at the end) for the owner.
  await actFor(salesman, "buyer.de@demo.test");
  const strangers: Array<[string, ShopClient]> = [
    ["another buyer", other],
    ["a salesman acting for another client", salesman],
  ];
  type Answer = { status: number; location: string; file: boolean };
  const ask = async (client: ShopClient, method: "GET" | "POST", path: string, fields: Array<[string, string]>): Promise<Answer> => {
    const response = method === "GET" ? await client.get(path) : await client.post(path, fields);
    const body = Buffer.from(await response.arrayBuffer());
    const file = response.status === 200 && body.length > 0 && !/text\/html/.test(response.headers.get("content-type") ?? "");
    return { status: response.status, location: response.headers.get("location") ?? "", file };
  };
  // A redirect's target with the ids in it made alike, to compare the answers for a real and a made-up id.
  const same = (a: Answer, b: Answer, real: string, fake: string) => a.status === b.status && a.location.replaceAll(real, "ID") === b.location.replaceAll(fake, "ID");
  for (const route of centreRoutes.filter((candidate) => candidate.params.length === 1)) {
    const { path, value: realValue } = address(route, String(done.id), token);
    const { path: fake, value: fakeValue } = address(route, MADE_UP_ID, madeUpToken());
    const methods = [...(route.hasLoader ? ["GET"] : []), ...(route.hasAction ? ["POST"] : [])] as Array<"GET" | "POST">;
    for (const method of methods) {
      let fields: Array<[string, string]> = [["redirectTo", CENTRE]];
      if (method === "POST") {
        const form = postForms(await (await owner.get(CENTRE)).text(), CENTRE).find((candidate) => candidate.action === path);
        if (form) fields = defaultSubmission(form);
      }
      // Whether the route reads the id on this method: a made-up one is then 404 for the owner too
      // (a POST always must be). One that does not (a GET of a form's action, sent on to a page)
      // must answer a stranger's real id as a made-up one.
      const ownerFake = await ask(owner, method, fake, fields);
      const readsId = method === "POST" || ownerFake.status === 404;
      recorder.check(!readsId || ownerFake.status === 404, () => `${method} ${fake} (made up) by the owner answered ${ownerFake.status}`);
      for (const [who, client] of strangers) {
        const real = await ask(client, method, path, fields);
        recorder.check(!real.file, () => `${method} ${path} by ${who} was sent the file`);
        if (readsId) recorder.check(real.status === 404, () => `${method} ${path} by ${who} answered ${real.status} ${real.location}`.trim());
        else {
          const made = await ask(client, method, fake, fields);
          recorder.check(same(real, made, realValue, fakeValue) && real.status !== 200, () => `${method} ${path} by ${who} answered ${real.status} ${real.location}, a made-up one ${made.status} ${made.location}`);
        }
      }
      // Signed out: the answer a made-up id gets (the login page, 404, or where the route sends everyone), never the file.
      const real = await ask(anonymous, method, path, fields);
      const made = await ask(anonymous, method, fake, fields);
      recorder.check(!real.file && real.status !== 200, () => `${method} ${path} signed out answered ${real.status}`);
      recorder.check(same(real, made, realValue, fakeValue), () => `${method} ${path} signed out answered ${real.status} ${real.location}, a made-up one ${made.status} ${made.location}: the answer tells that it exists`);
    }
  }
  const after = (await listedRecords(owner)).find((record) => record.id === done.id);
  recorder.check(after?.status === "done" && after.files.join() === done.files.join(), () => `the owner's record ${done.id} changed after the others' requests: ${JSON.stringify(after)}`);
  await actFor(salesman, ownerEmail);
  const acting = await salesman.get(done.files[0]!);
  recorder.check(acting.status === 200 && (await acting.arrayBuffer()).byteLength > 0, () => `the salesman acting for ${ownerEmail} got ${acting.status} for the client's file`);
  recorder.note = `${centreRoutes.length} routes with an id or token`;
  return recorder.result();
}

/**
 * Posts a form as a browser does a large upload: the body in pieces as the connection takes them,
 * and the answer read as soon as it comes, even when the server answers before the body is all
 * sent and closes the connection on the rest (a 413 for an upload it will not read): fetch would
 * report that as a failed write and lose the answer.
 */
export async function postLarge(client: ShopClient, target: string, form: FormData): Promise<{ status: number; body: string }> {
  const request = new Request(`${client.baseUrl}${target}`, { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const url = new URL(client.baseUrl);
  const head = [
    `POST ${target} HTTP/1.1`,
    `Host: ${url.host}`,
    `Origin: ${client.baseUrl}`,
    `Cookie: ${client.cookieHeader()}`,
    `Content-Type: ${request.headers.get("content-type")}`,
    `Content-Length: ${body.length}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let answered = false;
    const socket = net.connect(Number(url.port), url.hostname, async () => {
      socket.write(head);
      for (let offset = 0; offset < body.length && !answered && !socket.destroyed; offset += 65_536) {
        if (!socket.write(body.subarray(offset, offset + 65_536))) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
      }
    });
    socket.on("data", (chunk: Buffer) => {
      answered = true;
      chunks.push(chunk);
    });
    const finish = () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const contentType = /\r\ncontent-type:\s*([^\r]*)/i.exec(text.slice(0, split))?.[1] ?? null;
      const answer = split < 0 ? "" : text.slice(split + 4);
      inspectAnswer(`POST ${target} (${body.length} bytes)`, contentType, answer);
      resolve({ status, body: answer });
    };
    // Once the answer has come, a reset on the unsent rest of the body is the server closing as it said.
    socket.on("error", (error) => (answered ? undefined : reject(new Error(`POST ${target}: ${error.message}`))));
    socket.on("close", () => (answered ? finish() : reject(new Error(`POST ${target}: closed without an answer`))));
  });
}

type Hostile = { label: string; typed?: string; file?: { name: string; bytes: Uint8Array } };

function randomCodes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => String(8_400_000_000_000 + index * 7));
}

/** Barcode files a buyer should never have been able to make harm with, and typed text of the same kind. */
export async function hostileBarcodeFiles(): Promise<Hostile[]> {
  const csv = (name: string, text: string) => ({ name, bytes: new Uint8Array(Buffer.from(text)) });
  const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
  return [
    { label: "a zip bomb (.xlsx, 64 MB of zeros)", file: { name: "codes.xlsx", bytes: zipWith(Buffer.alloc(64 * 1_048_576)) } },
    { label: "a zip lying about its size (.xlsx)", file: { name: "codes.xlsx", bytes: zipWith(Buffer.alloc(8 * 1_048_576), 1000) } },
    { label: "an OLE file of macros and no workbook (.xls)", file: { name: "codes.xls", bytes: legacyXls([], { workbook: false, streams: vbaProject() }) } },
    { label: "an OLE workbook with macros and a formula (.xls)", file: { name: "codes.xls", bytes: legacyXls([["Barcode"], ["8435000000017"], [{ formula: "1" }]], { streams: vbaProject() }) } },
    { label: "a CSV formula (=HYPERLINK)", file: csv("codes.csv", `Barcode\n8435000000017\n"=HYPERLINK(""http://evil.example"",""x"")"\n`) },
    { label: "a CSV DDE formula (=cmd)", file: csv("codes.csv", `=cmd|' /C calc'!A0\n`) },
    { label: "an .xlsx formula", file: { name: "codes.xlsx", bytes: await xlsx([["Barcode"], ["8435000000017"], [{ formula: 'HYPERLINK("http://evil.example")', result: 1 }]]) } },
    { label: "a CSV just over 1 MB", file: csv("codes.csv", "8435000000017\n".repeat(75_000)) },
    { label: "a 5 MB CSV", file: csv("codes.csv", "8435000000017\n".repeat(375_000)) },
    { label: "a 40 MB CSV", file: csv("codes.csv", "8435000000017\n".repeat(3_000_000)) },
    { label: "a PNG named .xlsx", file: { name: "codes.xlsx", bytes: new Uint8Array(png) } },
    { label: "a PDF named .csv", file: csv("codes.csv", "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n\u0000\u0001") },
    { label: "a program named .xls", file: { name: "codes.xls", bytes: new Uint8Array(Buffer.concat([Buffer.from("MZ"), randomBytes(4094)])) } },
    { label: "an .xlsx named .csv", file: { name: "codes.csv", bytes: await xlsx([["8435000000017"]]) } },
    { label: "a file named .exe", file: csv("codes.exe", "8435000000017\n") },
    { label: "10,000 barcodes in a CSV", file: csv("codes.csv", `Barcode\n${randomCodes(10_000).join("\n")}\n`) },
    { label: "10,000 typed barcodes", typed: randomCodes(10_000).join(", ") },
    { label: "binary junk named .xlsx", file: { name: "codes.xlsx", bytes: new Uint8Array(Buffer.concat([Buffer.from("PK\u0003\u0004"), randomBytes(65_532)])) } },
    { label: "binary junk named .xls", file: { name: "codes.xls", bytes: new Uint8Array(Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), randomBytes(65_528)])) } },
    { label: "binary junk named .csv", file: { name: "codes.csv", bytes: new Uint8Array(randomBytes(65_536)) } },
    { label: "an empty file", file: { name: "codes.csv", bytes: new Uint8Array() } },
  ];
}

/**
 * Hostile barcode files posted to the centre's barcode form (as multipart, as the page's form
 * sends them): each is refused with a 4xx and a message, never a 500; no record is made; the
 * server answers its health check after each, and the centre still opens at the end.
 */
export async function hostileBarcodeFilesCase(buyer: ShopClient) {
  const recorder = new CaseRecorder("downloads: hostile barcode files → 4xx with a message");
  const { html, form } = await barcodeForm(buyer);
  const before = new Set([...html.matchAll(/id="record-(\d+)"/g)].map((match) => match[1]));
  const files = await hostileBarcodeFiles();
  const statuses = new Map<number, number>();
  for (const hostile of files) {
    let status = 0;
    let body = "";
    try {
      const answer = await postLarge(buyer, form.action, barcodeSubmission(form, { typed: hostile.typed, file: hostile.file }));
      status = answer.status;
      body = answer.body;
    } catch (error) {
      body = error instanceof Error ? error.message : String(error);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    recorder.check(status >= 400 && status < 500, () => `${hostile.label}: answered ${status || body}`);
    recorder.check(status === 0 || hasMessage(body, status), () => `${hostile.label}: the ${status} answer says nothing the buyer can read`);
    recorder.check(await healthy(buyer), () => `${hostile.label}: the server no longer answers /healthz`);
  }
  const after = await listedRecords(buyer);
  const fresh = after.filter((record) => !before.has(String(record.id)));
  recorder.check(fresh.length === 0, () => `hostile files made records ${fresh.map((record) => record.id).join(", ")}`);
  recorder.note = `${files.length} files: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(", ")}`;
  return recorder.result();
}

type StoredRecord = { status: string; attempt: number; failure_reason: string | null; job_status: string | null; job_attempts: number | null };

async function recordState(db: Parameters<Parameters<typeof withDatabase>[1]>[0], recordId: number): Promise<StoredRecord | undefined> {
  const [row] = await rows<StoredRecord>(
    db,
    sql`select r.status, r.attempt, r.failure_reason, j.status as job_status, j.attempts as job_attempts
        from download_records r left join jobs j on j.id = r.job_id where r.id = ${recordId}`,
  );
  return row;
}

/** Files of the local storage under a package's folder, hidden ones (a write under way) included. */
function packageObjects(server: ShopServer, recordId: number): Array<{ path: string; bytes: number }> {
  const folder = path.join(server.dataDir, "files", "packages", String(recordId));
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(folder, full), bytes: fs.statSync(full).size };
    });
}

/**
 * Kill -9 during a package's generation: a package of pictures, thumbnails and card images is
 * asked for through the barcode form; once its first zip part is being written (a partial file
 * in the local storage) the server is killed with SIGKILL. Then: the record is still generating
 * with no file row (nothing of it can be downloaded) and the centre lists no link for it; after the
 * restart on the same data, its job finishes (done: every part downloads whole through its link,
 * with the SHA-256 and size its row records, and holds every entry the package should) or fails
 * cleanly after its attempts (failed, a reason, no file row); no package of the account is left
 * generating. On PostgreSQL a killed job waits for its lease (two minutes) to run again; with
 * --quick that lease is ended by hand while the server is down, to keep the run short.
 */
export async function packageCrashCase(server: ShopServer, owner: ShopClient, plan: PackagePlan, ownerEmail: string, { quick }: { quick: boolean }) {
  const recorder = new CaseRecorder("downloads: SIGKILL during a package's generation");
  const asked = await requestPackage(owner, plan.barcodes);
  if (!("recordId" in asked)) throw new Error(`the barcode form refused the package: ${asked.status}`);
  const { recordId } = asked;

  // Wait for the first part to be under way: a hidden partial file with bytes in it.
  const deadline = Date.now() + 120_000;
  let writing: { path: string; bytes: number } | undefined;
  while (Date.now() < deadline && !writing) {
    writing = packageObjects(server, recordId).find((object) => path.basename(object.path).startsWith(".") && object.bytes > 0);
    if (!writing) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!writing) throw new Error(`no part of record ${recordId} was being written within 120 s (is the storage local?)`);
  await server.stop("SIGKILL");
  const left = packageObjects(server, recordId);

  const { killed, fileRows, leaseEnded } = await withDatabase(server, async (db) => {
    const state = await recordState(db, recordId);
    const [files] = await rows<{ n: number }>(db, sql`select count(*)::int as n from download_files where record_id = ${recordId}`);
    let ended = false;
    if (quick && server.engine === "postgres" && state?.job_status === "running") {
      await db.execute(sql`update jobs set locked_until = now() where id = (select job_id from download_records where id = ${recordId}) and status = 'running'`);
      ended = true;
    }
    return { killed: state, fileRows: files?.n ?? -1, leaseEnded: ended };
  });
  recorder.check(killed?.status === "generating", () => `after the kill record ${recordId} is ${killed?.status}, not generating`);
  recorder.check(fileRows === 0, () => `after the kill record ${recordId} has ${fileRows} file rows: a half-written package is downloadable`);
  await server.start();

  // Nothing of it is linked while it is made again.
  const early = (await listedRecords(owner)).find((record) => record.id === recordId);
  recorder.check(early !== undefined && (early.status !== "generating" || early.files.length === 0), () => `record ${recordId} lists files while generating: ${JSON.stringify(early)}`);
  const stray = await owner.get(`${CENTRE}/files/${madeUpToken()}`);
  recorder.check(stray.status === 404, () => `a made-up file token answered ${stray.status}`);

  const timeoutMs = (server.engine === "postgres" && !leaseEnded ? 150_000 : 0) + (quick ? 180_000 : 600_000);
  const finished = await waitForRecord(owner, recordId, { timeoutMs });
  recorder.check(finished !== null, () => `record ${recordId} was still generating ${timeoutMs / 1000} s after the restart`);
  const downloaded: Array<{ href: string; sha256: string; bytes: number; entries: number }> = [];
  if (finished?.status === "done") {
    for (const href of finished.files) {
      const response = await fetch(`${server.url}${href}`, { headers: { cookie: owner.cookieHeader() }, redirect: "manual" });
      const body = Buffer.from(await response.arrayBuffer());
      recorder.check(response.status === 200, () => `${href} answered ${response.status}`);
      let entries = -1;
      try {
        entries = (await readZip(body)).length;
      } catch (error) {
        recorder.check(false, () => `${href} is not a whole zip: ${error instanceof Error ? error.message : String(error)}`);
      }
      downloaded.push({ href, sha256: createHash("sha256").update(body).digest("hex"), bytes: body.length, entries });
    }
    const entries = downloaded.reduce((sum, file) => sum + Math.max(0, file.entries), 0);
    recorder.check(entries === plan.entries, () => `the parts hold ${entries} entries, the package should hold ${plan.entries}`);
  }

  const stored = await withDatabase(server, async (db) => ({
    state: await recordState(db, recordId),
    files: await rows<{ token: string; sha256: string; bytes: number; storage_key: string }>(db, sql`select token, sha256, bytes::int as bytes, storage_key from download_files where record_id = ${recordId} order by part`),
    generating: (await rows<{ n: number }>(db, sql`select count(*)::int as n from download_records r join accounts a on a.id = r.account_id where lower(a.email) = ${ownerEmail} and r.status = 'generating'`))[0]?.n ?? -1,
  }));
  await server.start();
  const state = stored.state;
  if (state?.status === "done") {
    recorder.check(state.job_status === "done", () => `record ${recordId} is done, its job ${state.job_status}`);
    recorder.check(state.attempt >= 2, () => `record ${recordId} is done by attempt ${state.attempt}: the killed attempt was not the first`);
    recorder.check(stored.files.length === downloaded.length && stored.files.length > 0, () => `record ${recordId}: ${stored.files.length} file rows, ${downloaded.length} links`);
    for (const row of stored.files) {
      const file = downloaded.find((candidate) => candidate.href.endsWith(`/${encodeURIComponent(row.token)}`));
      recorder.check(file !== undefined, () => `file ${row.token} of record ${recordId} is not linked on the centre`);
      recorder.check(file?.sha256 === row.sha256 && file?.bytes === row.bytes, () => `${row.storage_key}: downloaded ${file?.bytes} bytes, SHA-256 ${file?.sha256}; recorded ${row.bytes}, ${row.sha256}`);
      recorder.check(!row.storage_key.startsWith(`packages/${recordId}/${killed?.attempt ?? 0}/`), () => `${row.storage_key} is in the folder of the killed attempt`);
    }
  } else {
    // A failure is clean: failed with a reason, its job failed, no file row.
    recorder.check(state?.status === "failed" && state.failure_reason !== null && state.job_status === "failed" && stored.files.length === 0, () => `record ${recordId} ended ${JSON.stringify(state)} with ${stored.files.length} file rows`);
  }
  recorder.check(stored.generating === 0, () => `${stored.generating} packages of ${ownerEmail} are still generating`);
  recorder.note = `${plan.barcodes.length} products; killed at ${writing.bytes} bytes of ${writing.path} (${left.length} objects left); ${state?.status ?? "?"} at attempt ${state?.attempt ?? "?"}${leaseEnded ? "; lease ended by hand (--quick)" : ""}`;
  return recorder.result();
}
