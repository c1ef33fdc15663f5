import fs from "node:fs";
import path from "node:path";
import { leavesSite } from "~tests/support/off-site";
import { ShopClient } from "../client";
import { type PageForm, defaultSubmission, postForms } from "../forms";
import { CaseRecorder } from "../report";
import type { ShopRoute } from "../routes";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Redirect targets that must never lead off the site (decision 0074): the probe's and their relatives. */
const HOSTILE = [
  "//evil.example/phish",
  "/.//evil.example/phish",
  "/..//evil.example/phish",
  "/a/..//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/%2E//evil.example/phish",
  "/.%2F/evil.example/phish",
  "/%2F/evil.example/phish",
  "/%5Cevil.example/phish",
  "/\\evil.example/phish",
  "\\\\evil.example/phish",
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\u2215evil.example/phish",
  "/\uFF0Fevil.example/phish",
  "/\uFF3Cevil.example/phish",
  "/%EF%BC%8Fevil.example/phish",
  "/%252F%252Fevil.example/phish",
  "https://evil.example/phish",
  "http:evil.example",
  "javascript:alert(1)",
];

type Who = "visitor" | "buyer" | "salesman" | "fresh";
type Probe = { label: string; as: Who; send: (client: ShopClient, target: string) => Promise<Response> };

const query = (target: string) => new URLSearchParams({ redirectTo: target }).toString();

/** A form of a page, by where it posts and (optionally) a field it carries. */
async function formOf(client: ShopClient, page: string, action: RegExp, field?: string): Promise<{ form: PageForm; html: string }> {
  const html = await (await client.get(page)).text();
  const form = postForms(html, page).find((candidate) => action.test(candidate.action) && (!field || candidate.fields.some((entry) => entry.name === field || entry.value === field)));
  if (!form) throw new Error(`no form posting to ${action} on ${page}`);
  return { form, html };
}

/** A select's chosen option, as the browser sends it (the form reader takes the first option). */
function withSelected(html: string, fields: Array<[string, string]>): Array<[string, string]> {
  const chosen = new Map<string, string>();
  for (const match of html.matchAll(/<select\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const value = /<option\b[^>]*\bvalue="([^"]*)"[^>]*\bselected=""/.exec(match[2]!)?.[1];
    if (value !== undefined) chosen.set(match[1]!, value);
  }
  return fields.map(([name, value]) => [name, chosen.get(name) ?? value]);
}

const replaced = (fields: Array<[string, string]>, values: Record<string, string>): Array<[string, string]> => [
  ...fields.filter(([name]) => !(name in values)),
  ...Object.entries(values),
];

async function ownAddress(client: ShopClient): Promise<string> {
  const id = /\/account\/addresses\/(\d+)\/edit/.exec(await (await client.get("/account/addresses")).text())?.[1];
  if (!id) throw new Error("the buyer has no address to edit");
  return id;
}

async function soldOutProduct(client: ShopClient): Promise<string> {
  const id = /\/arrivalNotice\?goodsId=(\d+)/.exec(await (await client.get("/aigoStarProductList?show=soldOut")).text())?.[1];
  if (!id) throw new Error("no sold-out product with an arrival-notice link");
  return id;
}

/** An address form filled as its edit page shows it, sent to `action` with the target. */
async function addressPost(client: ShopClient, action: string, target: string): Promise<Response> {
  const id = await ownAddress(client);
  const { form, html } = await formOf(client, `/account/addresses/${id}/edit`, /\/edit$/);
  const fields = withSelected(html, defaultSubmission(form, "save")).filter(([name, value]) => name !== "intent" || value === "save");
  return client.post(action.replace(":id", id), replaced(fields, { redirectTo: target }));
}

/** A record action of buyer.es's first record that shows one (else of any record), posted with the target. */
async function recordActionPost(client: ShopClient, action: "send" | "redownload", target: string): Promise<Response> {
  await client.signIn("buyer.es@demo.test");
  const html = await (await client.get("/downloadCenter/records")).text();
  // Once the first probe has generated the record again it shows no such form: the action is then
  // refused, and the refusal page keeps the target in its form (checked as well).
  const id = new RegExp(`/downloadCenter/records/(\\d+)/${action}`).exec(html)?.[1] ?? /\/downloadCenter\/records\/(\d+)\//.exec(html)?.[1];
  if (!id) throw new Error("buyer.es has no download record");
  return client.post(`/downloadCenter/records/${id}/${action}`, { redirectTo: target });
}

/**
 * Every route that takes a redirect target, and how: the target in the query of a GET, or in a
 * field of one of the route's own forms, sent as the visitor, buyer or salesman it is meant for
 * ("fresh": a new visitor each time, who signs in).
 */
const PROBES: Record<string, Probe[]> = {
  "routes/login": [
    { label: "GET /login", as: "visitor", send: (client, target) => client.get(`/login?${query(target)}`) },
    { label: "GET /login signed in", as: "buyer", send: (client, target) => client.get(`/login?${query(target)}`) },
    { label: "POST /login", as: "fresh", send: (client, target) => client.signIn("buyer.gb@demo.test", "Demo12345", "/login", target) },
  ],
  "routes/salesman.login": [
    { label: "GET /salesman/login", as: "visitor", send: (client, target) => client.get(`/salesman/login?${query(target)}`) },
    { label: "GET /salesman/login signed in", as: "salesman", send: (client, target) => client.get(`/salesman/login?${query(target)}`) },
    { label: "POST /salesman/login", as: "fresh", send: (client, target) => client.signIn("sales@demo.test", "Demo12345", "/salesman/login", target) },
  ],
  "routes/language": [
    { label: "POST /language", as: "visitor", send: (client, target) => client.post("/language", { lng: "en", redirectTo: target }) },
    { label: "POST /language signed in", as: "buyer", send: (client, target) => client.post("/language", { lng: "en", redirectTo: target }) },
  ],
  "routes/cart_.add": [
    {
      label: "POST /cart/add",
      as: "buyer",
      send: async (client, target) => {
        const { form } = await formOf(client, "/aigoStarProductList?show=inStock", /^\/cart\/add/);
        return client.post(form.action, replaced(defaultSubmission(form), { redirectTo: target }));
      },
    },
    {
      label: "POST /cart/add refused (its page links back)",
      as: "buyer",
      send: async (client, target) => {
        const { form } = await formOf(client, "/aigoStarProductList?show=inStock", /^\/cart\/add/);
        return client.post(form.action, replaced(defaultSubmission(form), { quantity: "abc", redirectTo: target }));
      },
    },
  ],
  "routes/arrivalNotice": [
    { label: "GET /arrivalNotice", as: "buyer", send: async (client, target) => client.get(`/arrivalNotice?goodsId=${await soldOutProduct(client)}&${query(target)}`) },
    {
      label: "POST /arrivalNotice",
      as: "buyer",
      send: async (client, target) => {
        const { form } = await formOf(client, `/arrivalNotice?goodsId=${await soldOutProduct(client)}`, /^\/arrivalNotice/, "quantity");
        return client.post(form.action, replaced(defaultSubmission(form), { quantity: "5", redirectTo: target }));
      },
    },
  ],
  "routes/account.addresses.new": [
    { label: "GET /account/addresses/new (Cancel link)", as: "buyer", send: (client, target) => client.get(`/account/addresses/new?${query(target)}`) },
    { label: "POST /account/addresses/new", as: "buyer", send: (client, target) => addressPost(client, "/account/addresses/new", target) },
  ],
  "routes/account.addresses.$id_.edit": [
    { label: "GET /account/addresses/:id/edit", as: "buyer", send: async (client, target) => client.get(`/account/addresses/${await ownAddress(client)}/edit?${query(target)}`) },
    { label: "POST /account/addresses/:id/edit", as: "buyer", send: (client, target) => addressPost(client, "/account/addresses/:id/edit", target) },
  ],
  // A record's actions go back to the page they were sent from: the demo's buyer.es has records
  // with a "Send by email" and a "Generate again" form (the first redownload succeeds and redirects;
  // later ones are refused, and the refusal page keeps the target in its form).
  "routes/downloadCenter_.records_.$id.send": [
    { label: "POST /downloadCenter/records/:id/send", as: "fresh", send: (client, target) => recordActionPost(client, "send", target) },
  ],
  "routes/downloadCenter_.records_.$id.redownload": [
    { label: "POST /downloadCenter/records/:id/redownload", as: "fresh", send: (client, target) => recordActionPost(client, "redownload", target) },
  ],
  // The back office's registrations list posts "approve selected" back to the list it was on
  // (`back`); customer service signs in at the office door first (a fresh client each target).
  "routes/office.registrations._index": [
    {
      label: "GET /office/registrations as customer service",
      as: "fresh",
      send: async (client, target) => {
        await client.signIn("service@demo.test", "Demo12345", "/salesman/login", "/office");
        return client.get(`/office/registrations?${new URLSearchParams({ back: target, redirectTo: target })}`);
      },
    },
    {
      label: "POST /office/registrations approve selected (back)",
      as: "fresh",
      send: async (client, target) => {
        await client.signIn("service@demo.test", "Demo12345", "/salesman/login", "/office");
        return client.post("/office/registrations", { intent: "approveSelected", accountId: "2000000000", back: target });
      },
    },
  ],
  // The back office's orders list posts "mark unshipped" back to the list it was on (`back`).
  "routes/office.orders._index": [
    {
      label: "GET /office/orders as customer service",
      as: "fresh",
      send: async (client, target) => {
        await client.signIn("service@demo.test", "Demo12345", "/salesman/login", "/office");
        return client.get(`/office/orders?${new URLSearchParams({ back: target, redirectTo: target })}`);
      },
    },
    {
      label: "POST /office/orders mark unshipped (back)",
      as: "fresh",
      send: async (client, target) => {
        await client.signIn("service@demo.test", "Demo12345", "/salesman/login", "/office");
        return client.post("/office/orders", { intent: "markUnshipped", orderId: "2000000000", back: target });
      },
    },
  ],
  // The queues' lists post their bulk action back to the list they were on (`back`), as the registrations list.
  "routes/office.images._index": officeListProbes("/office/images", "approveSelected"),
  "routes/office.api._index": officeListProbes("/office/api", "reviewSelected"),
  // The user notice goes on to where the sign-in was going: its "later" link and its form (the
  // crawl's buyer has not acknowledged the notice: run.ts), or a refused post's page.
  "routes/userNotice": [
    { label: "GET /userNotice", as: "buyer", send: (client, target) => client.get(`/userNotice?${query(target)}`) },
    {
      label: "POST /userNotice",
      as: "buyer",
      send: async (client, target) => {
        const html = await (await client.get("/userNotice")).text();
        const form = postForms(html, "/userNotice").find((candidate) => candidate.action.startsWith("/userNotice"));
        const fields = form ? defaultSubmission(form) : [["notice", "1"] as [string, string]];
        return client.post(`/userNotice?${query(target)}`, replaced(fields, { redirectTo: target }));
      },
    },
  ],
  "routes/salesman.clients": [
    { label: "GET /salesman/clients", as: "salesman", send: (client, target) => client.get(`/salesman/clients?${query(target)}`) },
    {
      label: "POST /salesman/clients choose",
      as: "salesman",
      send: async (client, target) => {
        const { form } = await formOf(client, "/salesman/clients", /^\/salesman\/clients/, "choose");
        return client.post(form.action, replaced(defaultSubmission(form, "choose"), { redirectTo: target }));
      },
    },
    {
      label: "POST /salesman/clients pin or unpin (back)",
      as: "salesman",
      send: async (client, target) => {
        const { form } = await formOf(client, "/salesman/clients", /^\/salesman\/clients/, "back");
        const button = form.fields.find((field) => field.kind === "button" && /^(un)?pin$/.test(field.value))?.value;
        return client.post(form.action, replaced(defaultSubmission(form, button), { back: target }));
      },
    },
  ],
};

/** Routes whose modules (through a shared file) read a target but take none (the check below would list them otherwise). */
const TAKES_NONE: Record<string, string> = {
  "routes/account.addresses.$id": "imports address-action.server.ts for requireOwnAddress; shows no form with a target",
  "routes/account.addresses.$id_.default": "imports address-action.server.ts for requireOwnAddress; redirects to the address",
  "routes/account.addresses.$id_.delete": "imports address-action.server.ts for requireOwnAddress; its form takes no target",
};

/** Code that reads a target: `.get("redirectTo")`, `fields.back`, `const { redirectTo } = …`. */
const READS = /\.get\(\s*["'](?:redirectTo|back)["']\s*\)|[\w)\]]\.(?:redirectTo|back)\b(?!["'\w])|\{[^{}]*\b(?:redirectTo|back)\b[^{}]*\}\s*=[^=>]/;

/** The route's module and the route files it imports (shared actions and schemas), by relative path. */
function sourcesOf(id: string): string[] {
  const base = path.join(ROOT, "app", id);
  const start = [`${base}.tsx`, `${base}.ts`, path.join(base, "route.tsx"), path.join(base, "route.ts")].find((file) => fs.existsSync(file));
  const seen = new Set<string>();
  const queue = start ? [start] : [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(/from\s+["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      const found = [target, `${target}.ts`, `${target}.tsx`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (found?.startsWith(path.join(ROOT, "app", "routes"))) queue.push(found);
    }
  }
  return [...seen];
}

/** Every link, form address and hidden target field of a page. */
function addressesIn(html: string): string[] {
  const decode = (value: string) =>
    value.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec))).replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const found = [...html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/gi)].map((match) => match[1]!);
  for (const input of html.matchAll(/<input\b[^>]*>/gi)) {
    if (/\sname="(?:redirectTo|back)"/.test(input[0])) found.push(/\svalue="([^"]*)"/.exec(input[0])?.[1] ?? "");
  }
  return found.map(decode);
}

/**
 * Every route that takes a redirect target (in the query or a form field) gets the hostile
 * targets, as the visitor, buyer or salesman it serves: no answer fails, no Location and no link,
 * form address or hidden target in the page leads off the site. Routes are found, not only
 * listed: a route whose module (or a route file it imports) reads redirectTo or back must have
 * probes here or say why it takes none.
 */
export async function redirectTargetsCase(clients: { buyer: ShopClient; salesman: ShopClient }, routes: ShopRoute[]) {
  const recorder = new CaseRecorder("redirects: hostile targets never lead off the site");
  const ids = new Set(routes.map((route) => route.id));
  for (const id of [...Object.keys(PROBES), ...Object.keys(TAKES_NONE)]) {
    recorder.check(ids.has(id), () => `${id}: listed in tests/reliability/cases/redirects.ts but not a route of the build`);
  }
  for (const route of routes) {
    if (route.id in PROBES || route.id in TAKES_NONE) continue;
    const reading = sourcesOf(route.id).filter((file) => READS.test(fs.readFileSync(file, "utf8")));
    recorder.check(reading.length === 0, () => `${route.id} (${reading.map((file) => path.relative(ROOT, file)).join(", ")}) reads redirectTo or back: add its probes to tests/reliability/cases/redirects.ts`);
  }
  const visitor = new ShopClient(clients.buyer.baseUrl);
  let probes = 0;
  for (const [id, list] of Object.entries(PROBES)) {
    if (!ids.has(id)) continue;
    for (const probe of list) {
      probes += 1;
      for (const target of HOSTILE) {
        const client = probe.as === "fresh" ? new ShopClient(visitor.baseUrl) : probe.as === "visitor" ? visitor : clients[probe.as];
        const what = `${probe.label} with ${JSON.stringify(target)}`;
        const response = await probe.send(client, target).catch((error: Error) => error);
        if (response instanceof Error) {
          recorder.check(false, () => `${what}: ${response.message}`);
          continue;
        }
        const page = `${client.baseUrl}/`;
        recorder.check(response.status < 500, () => `${what} answered ${response.status}`);
        const location = response.headers.get("location");
        if (location !== null) recorder.check(!leavesSite(location, page), () => `${what} → Location ${location}`);
        const html = await response.text();
        for (const address of addressesIn(html)) recorder.check(!leavesSite(address, page), () => `${what}: the page shows ${JSON.stringify(address)}`);
      }
    }
  }
  recorder.note = `${probes} ways in, ${Object.keys(PROBES).length} routes, ${HOSTILE.length} targets each`;
  return recorder.result();
}

/** A back-office list's probes: its GET with hostile targets, and its bulk action posted with one as `back`, as customer service. */
function officeListProbes(path: string, intent: string) {
  const signIn = (client: ShopClient) => client.signIn("service@demo.test", "Demo12345", "/salesman/login", "/office");
  return [
    {
      label: `GET ${path} as customer service`,
      as: "fresh" as const,
      send: async (client: ShopClient, target: string) => {
        await signIn(client);
        return client.get(`${path}?${new URLSearchParams({ back: target, redirectTo: target })}`);
      },
    },
    {
      label: `POST ${path} ${intent} (back)`,
      as: "fresh" as const,
      send: async (client: ShopClient, target: string) => {
        await signIn(client);
        return client.post(path, { intent, id: "2000000000", back: target });
      },
    },
  ];
}
