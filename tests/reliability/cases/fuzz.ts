import { type ShopClient, hasMessage } from "../client";
import { type PageForm, defaultSubmission, formSignature, postForms } from "../forms";
import { CaseRecorder } from "../report";

/** Payloads that must never come back unescaped. */
const MARKUP = ['<script>rely("x")</script>', '"><img src=x onerror=rely(1)>'];

const NUMBERS = ["-1", "0", "-0", "1.5", "2147483648", "99999999999999999999999", "1e309", "NaN", "Infinity", "0x10", " 7 ", "١٢"];
const STRINGS = ["", " ", "a".repeat(10_240), ...MARKUP, "' OR '1'='1' --", "1; DROP TABLE orders; --", "\u0000\u0001", "‮RTL😀", "../../../etc/passwd", "{{7*7}}${7*7}", "javascript:alert(1)", "%00%ff", "[]", "{\"a\":1}"];
const QUICK = ["-1", "2147483648", "NaN", "", "a".repeat(10_240), MARKUP[0]!, "' OR '1'='1' --", "\u0000\u0001"];

/** Pages the crawl starts from, per kind of visitor; it follows links from there. */
export const START_PAGES = {
  anonymous: ["/login", "/register", "/forget", "/ResetPwd?token=abc", "/confirmEmail?token=abc", "/salesman/login", "/preview/commodityDetail", "/helpCenter", "/helpCenter?q=order", "/helpCenter/how-to-order"],
  buyer: ["/", "/cart", "/order/orderConfirm", "/account", "/account/password", "/account/addresses", "/account/addresses/new", "/account/arrivalNotices", "/downloadCenter/priceList", "/order/returnRecords", "/order/shippingLabels", "/aigoStarProductList", "/aigoStarProductList?show=soldOut", "/searchResult?keyword=1", "/lieyingProgram", "/Scratch", "/Scratch?grade=B", "/userNotice?redirectTo=%2Fcart"],
  salesman: ["/salesman/clients"],
  service: ["/office", "/office/registrations", "/office/registrations?state=refused", "/office/audit", "/office/audit?staff=cli&page=2", "/office/orders", "/office/orders?status=shipped", "/office/content/help", "/office/content/notices?brand=nobleza", "/office/content/banners", "/office/images", "/office/images?state=refused", "/office/api", "/office/api?tab=revoked", "/office/falcon", "/office/falcon?tab=refused", "/office/outlet?brand=nobleza"],
  // Last: its forms change staff accounts (a role, disabled), which no case after the crawl uses.
  admin: ["/office/staff"],
};

/**
 * Pages read through GET parameters (a chooser form with method="get"), which the POST fuzz does
 * not reach: each parameter gets every bad value, alone, twice and all together. The page answers
 * its default or a 4xx with a message, never a 500 nor the payload unescaped.
 */
export const QUERY_PAGES: readonly { path: string; params: readonly string[]; as: readonly ("anonymous" | "buyer" | "service")[] }[] = [
  { path: "/TojRanking", params: ["period", "category"], as: ["anonymous", "buyer", "service"] },
];

async function fuzzQueries(clients: Record<"anonymous" | "buyer" | "service", ShopClient>, quick: boolean, recorder: CaseRecorder) {
  const values = quick ? QUICK : [...NUMBERS, ...STRINGS];
  for (const { path, params, as } of QUERY_PAGES) {
    for (const kind of as) {
      const client = clients[kind];
      const get = async (query: Array<[string, string]>, label: string) =>
        check(recorder, `${kind} GET ${path} ${label}`, await client.get(`${path}?${new URLSearchParams(query)}`).catch((error: Error) => error));
      for (const param of params) {
        for (const value of values) await get([[param, value]], `${param}=${JSON.stringify(value.length > 40 ? `${value.slice(0, 12)}…(${value.length})` : value)}`);
        await get([[param, "1"], [param, MARKUP[0]!]], `${param} twice`);
      }
      for (const value of quick ? QUICK.slice(0, 3) : values) await get(params.map((param) => [param, value]), `every parameter ${JSON.stringify(value.slice(0, 20))}`);
    }
  }
}

const SKIP_LINK = /^\/(build|media|locales|logout|login\/code\.png)|\.(png|jpe?g|webp|svg|ico|css|js|xlsx|pdf|csv)(\?|$)/;
const SKIP_FORM = /^\/logout/;

/** Same-origin pages reachable from the start pages (one per path shape), and their POST forms (one per signature). */
export async function discoverForms(client: ShopClient, start: string[], maxPages: number): Promise<Map<string, { page: string; form: PageForm }>> {
  const forms = new Map<string, { page: string; form: PageForm }>();
  const seenShapes = new Set<string>();
  const queue = [...start];
  let visited = 0;
  while (queue.length > 0 && visited < maxPages) {
    const page = queue.shift()!;
    const shape = page.replace(/\d+/g, "N").replace(/\?.*$/, (query) => query.replace(/=[^&]*/g, "="));
    if (seenShapes.has(shape)) continue;
    seenShapes.add(shape);
    const response = await client.get(page);
    visited += 1;
    if (!response.headers.get("content-type")?.includes("text/html")) {
      await response.arrayBuffer();
      continue;
    }
    const html = await response.text();
    for (const form of postForms(html, page)) {
      if (SKIP_FORM.test(form.action)) continue;
      const signature = formSignature(form);
      if (!forms.has(signature)) forms.set(signature, { page, form });
    }
    for (const match of html.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = match[1]!.replace(/&amp;/g, "&");
      if (!SKIP_LINK.test(link)) queue.push(link);
    }
  }
  return forms;
}

function numeric(name: string, kind: string) {
  return kind === "number" || /quantity|qty|goodsId|id$|page|size/i.test(name);
}

type Attempt = { label: string; body: Array<[string, string]> };

function attemptsFor(form: PageForm, quick: boolean): Attempt[] {
  const base = defaultSubmission(form);
  const attempts: Attempt[] = [];
  const names = [...new Set(base.map(([name]) => name))];
  for (const name of names) {
    const field = form.fields.find((candidate) => candidate.name === name)!;
    const values = quick ? QUICK : numeric(name, field.kind) ? [...NUMBERS, ...STRINGS] : STRINGS;
    for (const value of values) {
      attempts.push({ label: `${name}=${JSON.stringify(value.length > 40 ? `${value.slice(0, 12)}…(${value.length})` : value)}`, body: base.map(([key, current]) => [key, key === name ? value : current]) });
    }
    attempts.push({ label: `${name} missing`, body: base.filter(([key]) => key !== name) });
    attempts.push({ label: `${name} twice`, body: [...base, [name, "2"]] });
  }
  attempts.push({ label: "every field empty", body: base.map(([key]) => [key, ""]) });
  return attempts;
}

async function check(recorder: CaseRecorder, what: string, response: Response | Error) {
  if (response instanceof Error) {
    recorder.check(false, () => `${what}: request failed (${response.message})`);
    return;
  }
  const body = await response.text();
  recorder.check(response.status < 500, () => `${what}: ${response.status}`);
  if (response.status >= 400) recorder.check(hasMessage(body, response.status), () => `${what}: ${response.status} without a message`);
  recorder.check(!MARKUP.some((payload) => body.includes(payload)), () => `${what}: the payload came back unescaped`);
}

/**
 * A body over the 1 MB limit is refused with 413 before it is read; a streamed body of unknown
 * length with 411 (browsers always announce the length of a form). The streamed one is small: the
 * server closes the connection on refusal, and a client still writing would only see a broken pipe.
 */
async function oversized(client: ShopClient, action: string, recorder: CaseRecorder) {
  const big = `note=${"x".repeat(1_200_000)}`;
  const announced = await client.request(action, { method: "POST", body: big, headers: { "Content-Type": "application/x-www-form-urlencoded" } }).catch((error: Error) => error);
  if (!(announced instanceof Error)) recorder.check(announced.status === 413, () => `POST ${action} 1.2 MB body: ${announced.status}, not 413`);
  await check(recorder, `POST ${action} 1.2 MB body`, announced);
  const chunks = [new TextEncoder().encode("note=streamed")];
  const stream = new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const streamed = await client
    .request(action, { method: "POST", body: stream, headers: { "Content-Type": "application/x-www-form-urlencoded" }, duplex: "half" } as RequestInit)
    .catch((error: Error) => error);
  if (!(streamed instanceof Error)) recorder.check(streamed.status === 411, () => `POST ${action} streamed body: ${streamed.status}, not 411`);
  await check(recorder, `POST ${action} streamed body of unknown length`, streamed);
}

const FILES: Array<{ label: string; name: string; type: string; bytes: () => Uint8Array<ArrayBuffer> }> = [
  { label: "empty file", name: "empty.csv", type: "text/csv", bytes: () => new Uint8Array() },
  { label: "binary renamed .csv", name: "barcodes.csv", type: "text/csv", bytes: () => Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256) },
  { label: "executable", name: "setup.exe", type: "application/octet-stream", bytes: () => new TextEncoder().encode("MZ\u0090\u0000") },
  { label: "renamed .xlsx", name: "barcodes.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", bytes: () => new TextEncoder().encode("not a zip") },
  { label: "formulas", name: "formulas.csv", type: "text/csv", bytes: () => new TextEncoder().encode('=HYPERLINK("http://evil.example","x"),1\n=cmd|\' /C calc\'!A0,2\n<script>rely("x")</script>,3\n') },
  { label: "501 barcodes", name: "many.csv", type: "text/csv", bytes: () => new TextEncoder().encode(Array.from({ length: 501 }, (_, index) => `${String(8_400_000_000_000 + index)},1`).join("\n")) },
  { label: "2 MB", name: "big.csv", type: "text/csv", bytes: () => new Uint8Array(2 * 1024 * 1024).fill(0x31) },
  // For the picture uploads (the back office's banners): a script in an SVG, a PNG's signature before garbage.
  { label: "SVG with a script", name: "banner.svg", type: "image/svg+xml", bytes: () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360"><script>rely(1)</script></svg>') },
  { label: "PNG signature then garbage", name: "banner.png", type: "image/png", bytes: () => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 2048 }, (_, index) => (index * 31) % 256)]) },
];

/** The shipping-label forms (decision 0114): their 413 is the page itself, with the fields typed before the file given back. */
const LABEL_FORM = /^\/order\/(orderDetail|shippingLabels)(\?|$)/;

/**
 * A file over every upload limit (21 MB: the largest, a shipping label's, is 20 MB) is refused with
 * 413 and a message, never an error; a label form's answer keeps its carrier tag and tracking number.
 */
async function oversizedUpload(client: ShopClient, form: PageForm, recorder: CaseRecorder) {
  const fileField = form.fields.find((field) => field.kind === "file");
  if (!fileField) return;
  const body = new FormData();
  for (const [name, value] of defaultSubmission(form)) body.append(name, name === "carrierTag" ? "RELY-KEPT-TAG" : name === "trackingNumber" ? "RELY-KEPT-42" : value);
  body.append(fileField.name, new Blob([new Uint8Array(21 * 1024 * 1024)], { type: "application/pdf" }), "huge.pdf");
  const response = await client.postMultipart(form.action, body).catch((error: Error) => error);
  if (!(response instanceof Error)) {
    recorder.check(response.status === 413, () => `POST ${form.action} 21 MB upload: ${response.status}, not 413`);
    if (LABEL_FORM.test(form.action) && form.fields.some((field) => field.name === "carrierTag")) {
      const page = await response.clone().text();
      recorder.check(page.includes("RELY-KEPT-TAG") && page.includes("RELY-KEPT-42"), () => `POST ${form.action} 21 MB upload: the carrier tag and tracking number typed are not kept`);
    }
  }
  await check(recorder, `POST ${form.action} 21 MB upload`, response);
}

async function fuzzUploads(client: ShopClient, form: PageForm, recorder: CaseRecorder) {
  const base = defaultSubmission(form);
  const fileField = form.fields.find((field) => field.kind === "file");
  if (!fileField) return;
  for (const file of FILES) {
    const body = new FormData();
    for (const [name, value] of base) body.append(name, value);
    body.append(fileField.name, new Blob([file.bytes()], { type: file.type }), file.name);
    const response = await client.postMultipart(form.action, body).catch((error: Error) => error);
    await check(recorder, `POST ${form.action} upload ${file.label}`, response);
  }
}

/**
 * At least 1,000 bad inputs over every POST form the crawl finds (as a visitor, a buyer and a
 * salesman), and over the GET parameters of QUERY_PAGES: boundary and negative numbers, NaN, 10 KB
 * strings, markup and SQL payloads, missing and duplicated fields, bodies over the limit, hostile
 * uploads. Zero 5xx; every 4xx says why; nothing comes back unescaped.
 */
export async function fuzzCase(clients: { anonymous: ShopClient; buyer: ShopClient; salesman: ShopClient; service: ShopClient; admin: ShopClient }, { quick }: { quick: boolean }) {
  const recorder = new CaseRecorder("fuzz: bad input on every form");
  let formCount = 0;
  for (const kind of ["buyer", "salesman", "service", "anonymous", "admin"] as const) {
    const client = clients[kind];
    const forms = await discoverForms(client, START_PAGES[kind], quick ? 40 : 120);
    formCount += forms.size;
    for (const { form } of forms.values()) {
      for (const attempt of attemptsFor(form, quick)) {
        const response = form.multipart
          ? await (async () => {
              const body = new FormData();
              for (const [name, value] of attempt.body) body.append(name, value);
              return client.postMultipart(form.action, body);
            })().catch((error: Error) => error)
          : await client.post(form.action, attempt.body).catch((error: Error) => error);
        await check(recorder, `${kind} POST ${form.action} ${attempt.label}`, response);
      }
      if (form.multipart) {
        await fuzzUploads(client, form, recorder);
        await oversizedUpload(client, form, recorder);
      }
      await oversized(client, form.action, recorder);
    }
  }
  await fuzzQueries(clients, quick, recorder);
  recorder.note = `${formCount} forms, ${QUERY_PAGES.length} GET page(s) by their parameters`;
  return recorder.result();
}
