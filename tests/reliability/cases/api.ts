import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { API_SCOPES } from "~/domain/api-access";
import { hashClientSecret, newClientId, newClientSecret } from "~/services/api-access/credentials.server";
import type { ShopClient } from "../client";
import { rows } from "../database";
import { CaseRecorder } from "../report";
import { callHeadersOf } from "../../support/api";

/**
 * The JSON API (issue 17, decision 0107) against the built server: tokens of one client never read
 * another brand's products or another account's prices; forged, expired, revoked and rotated-away
 * tokens are 401; fuzzed query parameters, path ids, headers and token requests are answered 4xx
 * in the API's shapes, never 5xx.
 */

const sha256 = hashClientSecret;
const secret = newClientSecret;
const token = () => `at_${randomBytes(32).toString("base64url")}`;

type Client = { email: string; brand: string; clientId: string; clientSecret: string; tenantId: number; country: string; currency: string };
export type ApiPlan = {
  clients: { gb: Client; de: Client; nobleza: Client; fuzz: Client };
  /** One client per brand, every brand of the catalogue (the bench's full sync of the whole catalogue). */
  catalogue: Client[];
  /** Tokens that must be refused: unknown to the shop, expired, revoked, of a rotated secret. */
  refused: Record<string, string>;
  /** Each brand's product ids. */
  brandIds: Record<string, number[]>;
};

/** Applications approved with every scope and a live secret, inserted as the application page leaves them (the server is stopped). */
export async function prepareApi(db: Executor): Promise<ApiPlan> {
  const make = async (email: string, brand: string): Promise<Client> => {
    const [account] = await rows<{ id: number; country: string; currency: string; tenant: number }>(
      db,
      sql`select a.id, c.country_code as country, c.currency, b.tenant_id as tenant from accounts a join companies c on c.id = a.company_id join brands b on b.key = ${brand} where lower(a.email) = ${email}`,
    );
    if (!account) throw new Error(`no account ${email}`);
    const clientId = newClientId();
    await db.execute(sql`delete from api_applications where account_id = ${account.id} and brand_key = ${brand}`);
    const [application] = await rows<{ id: number }>(
      db,
      sql`insert into api_applications (account_id, brand_key, company_name, shop_url, enterprise_size, technical_staff, data_wanted, status, scopes, client_id, decided_at, decided_by)
          values (${account.id}, ${brand}, 'Reliability shop', 'https://shop.example/', '11-50', true, ${sql.raw(`'{basic,images,inventory,classification,parameters}'`)}, 'approved',
                  ${sql.raw(`'{${API_SCOPES.join(",")}}'`)}, ${clientId}, now(), 'reliability') returning id`,
    );
    const clientSecret = secret();
    await db.execute(sql`insert into api_client_secrets (application_id, secret_hash, hint) values (${application!.id}, ${sha256(clientSecret)}, ${clientSecret.slice(-4)})`);
    return { email, brand, clientId, clientSecret, tenantId: Number(account.tenant), country: String(account.country).trim(), currency: String(account.currency).trim() };
  };
  const clients = {
    gb: await make("buyer.gb@demo.test", "aigostar"),
    de: await make("buyer.de@demo.test", "aigostar"),
    nobleza: await make("buyer.fr@demo.test", "nobleza"),
    fuzz: await make("buyer.pt@demo.test", "aigostar"),
  };
  // A shop of each brand (the brand's own market where the demo has one): the catalogue is the five brands' together.
  const catalogue = [clients.gb, clients.nobleza, await make("buyer.de@demo.test", "lumora"), await make("buyer.it@demo.test", "ubathlife"), await make("buyer.mx@demo.test", "aigostar-mx")];
  // Tokens of client gb that must be refused: expired, revoked, and of a secret rotated away.
  const [app] = await rows<{ id: number; secret: number }>(db, sql`select a.id, s.id as secret from api_applications a join api_client_secrets s on s.application_id = a.id where a.client_id = ${clients.gb.clientId}`);
  const refused = { forged: token(), expired: token(), revoked: token(), rotated: token() };
  await db.execute(sql`insert into api_tokens (token_hash, application_id, secret_id, issued_at, expires_at) values (${sha256(refused.expired)}, ${app!.id}, ${app!.secret}, now() - interval '2 hours', now() - interval '1 hour')`);
  await db.execute(sql`insert into api_tokens (token_hash, application_id, secret_id, expires_at, revoked_at) values (${sha256(refused.revoked)}, ${app!.id}, ${app!.secret}, now() + interval '1 hour', now())`);
  const oldSecret = secret();
  const [old] = await rows<{ id: number }>(db, sql`insert into api_client_secrets (application_id, secret_hash, hint, revoked_at) values (${app!.id}, ${sha256(oldSecret)}, 'xxxx', now()) returning id`);
  await db.execute(sql`insert into api_tokens (token_hash, application_id, secret_id, expires_at, revoked_at) values (${sha256(refused.rotated)}, ${app!.id}, ${old!.id}, now() + interval '1 hour', now())`);
  const brandIds: Record<string, number[]> = {};
  for (const { brand } of catalogue) brandIds[brand] = (await rows<{ id: number }>(db, sql`select id from products where brand_key = ${brand} order by id`)).map((row) => Number(row.id));
  return { clients, catalogue, refused, brandIds };
}

const headersOf = callHeadersOf;

/** A token for the client from the token endpoint, authenticated by HTTP Basic. */
export async function tokenOf(http: ShopClient, client: Client): Promise<string> {
  const response = await http.request("/api/v1.0/oauth/token", {
    method: "POST",
    origin: null,
    body: new URLSearchParams({ grant_type: "client_credentials" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64")}` },
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`no token for ${client.email}: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

type Item = { id: number; price: { currency: string; unitMinor: number | null } };

async function readJson(response: Response): Promise<{ code?: number; data?: unknown } | null> {
  try {
    return (await response.json()) as { code?: number };
  } catch {
    return null;
  }
}

/** Cross-client isolation, refused tokens. */
export async function apiIsolationCase(http: ShopClient, plan: ApiPlan) {
  const recorder = new CaseRecorder("api: isolation of brands and accounts, refused tokens → 401");
  const { gb, de, nobleza } = plan.clients;
  const tokens = { gb: await tokenOf(http, gb), de: await tokenOf(http, de), nobleza: await tokenOf(http, nobleza) };
  const sync = async (client: Client, bearer: string): Promise<Item[]> => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const response = await http.request(`/api/v1.0/products?limit=500${cursor ? `&cursor=${cursor}` : ""}`, { headers: headersOf(client, bearer) });
      const body = (await readJson(response)) as { data?: { items: Item[]; nextCursor: string | null } } | null;
      recorder.check(response.status === 200 && body?.data !== undefined, () => `${client.email} on ${client.brand}: /products answered ${response.status}`);
      if (!body?.data) break;
      items.push(...body.data.items);
      cursor = body.data.nextCursor;
    } while (cursor);
    return items;
  };
  const gbItems = await sync(gb, tokens.gb);
  const deItems = await sync(de, tokens.de);
  const noblezaItems = await sync(nobleza, tokens.nobleza);
  const own = (brand: string) => new Set(plan.brandIds[brand]);
  recorder.check(gbItems.length > 0 && gbItems.every((item) => own("aigostar").has(item.id)), () => `gb's sync holds products of another brand`);
  recorder.check(noblezaItems.length > 0 && noblezaItems.every((item) => own("nobleza").has(item.id)), () => `the nobleza client's sync holds products of another brand`);
  recorder.check(gbItems.every((item) => item.price.currency === gb.currency), () => `gb's prices are not all in ${gb.currency}`);
  recorder.check(deItems.every((item) => item.price.currency === de.currency), () => `de's prices are not all in ${de.currency}`);
  const deById = new Map(deItems.map((item) => [item.id, item]));
  recorder.check(gbItems.some((item) => deById.get(item.id)?.price.unitMinor !== item.price.unitMinor), () => "gb and de read the same prices for every product");

  // One client's token with another's brand, tenant or country, and another brand's ids.
  const foreignHeaders: Array<[string, Record<string, string>]> = [
    ["nobleza's brand and tenant", { "X-Brand": nobleza.brand, "X-Tenant-Id": String(nobleza.tenantId) }],
    ["de's country", { "X-Country": de.country }],
    ["nobleza's brand", { "X-Brand": nobleza.brand }],
  ];
  for (const [what, extra] of foreignHeaders) {
    const response = await http.request("/api/v1.0/products", { headers: headersOf(gb, tokens.gb, extra) });
    const body = await readJson(response);
    recorder.check(response.status === 403 && body?.code === 40302, () => `gb's token with ${what} answered ${response.status} ${JSON.stringify(body)}`);
  }
  for (const id of plan.brandIds.nobleza!.slice(0, 5)) {
    for (const path of [`/products/${id}`, `/products/${id}/stock`, `/products/${id}/images`, `/products/${id}/images/1`]) {
      const response = await http.request(`/api/v1.0${path}`, { headers: headersOf(gb, tokens.gb) });
      const body = await readJson(response);
      recorder.check(response.status === 404 && body?.code === 40401, () => `gb's token on nobleza's ${path} answered ${response.status}`);
    }
  }
  for (const [what, bearer] of Object.entries(plan.refused)) {
    const response = await http.request("/api/v1.0/products", { headers: headersOf(gb, bearer) });
    const body = await readJson(response);
    recorder.check(response.status === 401 && body?.code === 40102, () => `a ${what} token answered ${response.status} ${JSON.stringify(body)}`);
  }
  recorder.note = `${gbItems.length} + ${deItems.length} + ${noblezaItems.length} products synced`;
  return recorder.result();
}

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const NAMES = ["limit", "cursor", "updatedSince", "category", "id", "page", "limit[]", "__proto__", "constructor", "x".repeat(300), "💩", "%00", ""];
const VALUES = [
  "", "0", "1", "-1", "500", "501", "1e3", "0x10", " 5", "5 ", "NaN", "Infinity", "9".repeat(50), "2026-11-27T08:00:00Z", "2026-02-30T00:00:00Z", "2026-11-27", "yesterday",
  "%00", "%ZZ", "%E0%A4%A", "'; drop table products; --", "<script>alert(1)</script>", "../../etc/passwd", "💩", "null", "[]", "{}", "true", "a".repeat(5000),
  Buffer.from("2026-01-01T00:00:00.000000Z|1").toString("base64url"), Buffer.from("x|y|z").toString("base64url"), "AAAA", "-_-_",
];
const PATHS = ["/products", "/stock", "/categories", "/products/1", "/products/abc", "/products/-1", "/products/0", "/products/99999999999999999999", "/products/1.5", "/products/%00", "/products/1/stock", "/products/1/images", "/products/1/images/0", "/products/1/images/abc", "/products/1/images/99999999999", "/products/1/documents/x", "/products/%2e%2e/stock", "/nope", "/products/1/nope"];

/** Fuzzed parameters, ids and headers → 4xx in the envelope (or 200), never 5xx; token requests → 4xx. */
export async function apiFuzzCase(http: ShopClient, plan: ApiPlan, { quick }: { quick: boolean }) {
  const recorder = new CaseRecorder("api: fuzzed parameters, ids, headers and token requests → 4xx, never 5xx");
  const { fuzz } = plan.clients;
  const bearer = await tokenOf(http, fuzz);
  const random = generator(17);
  const rounds = quick ? 250 : 1500;
  const statuses = new Map<number, number>();
  for (let round = 0; round < rounds; round += 1) {
    const query = new URLSearchParams();
    const count = Math.floor(random.next() * 4);
    for (let index = 0; index < count; index += 1) query.append(random.pick(NAMES), random.pick(VALUES));
    // Query strings raw as well, not only as URLSearchParams would write them.
    const raw = random.next() < 0.2 ? `${random.pick(NAMES)}=${random.pick(VALUES)}` : query.toString();
    const headers: Record<string, string> = headersOf(fuzz, bearer);
    if (random.next() < 0.25) {
      const name = random.pick(["X-Platform", "X-Brand", "X-Tenant-Id", "X-Country", "Accept-Language", "Authorization", "If-None-Match"]);
      const value = random.pick([...VALUES, "Bearer", "Bearer ", `Bearer ${bearer}x`, "Basic abc", "*"]).replace(/[^\t\x20-\x7e]/g, "");
      if (random.next() < 0.3) delete headers[name];
      else headers[name] = value;
    }
    const target = `/api/v1.0${random.pick(PATHS)}${raw ? `?${raw}` : ""}`;
    const response = await http.request(target, { headers });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const body = response.status === 304 || /^image\//.test(response.headers.get("content-type") ?? "") ? { code: 0 } : await readJson(response);
    recorder.check(response.status < 500, () => `GET ${target.slice(0, 200)} answered ${response.status}`);
    recorder.check(typeof body?.code === "number", () => `GET ${target.slice(0, 200)} answered ${response.status} without the envelope`);
  }
  const bodies: Array<[string, Record<string, string>]> = [
    ["no grant", {}],
    ["a password grant", { grant_type: "password", username: "a", password: "b" }],
    ["an unknown client", { grant_type: "client_credentials", client_id: "am_X", client_secret: secret() }],
    ["hostile values", { grant_type: "client_credentials", client_id: "<script>", client_secret: "'; --" }],
    ["a huge id", { grant_type: "client_credentials", client_id: "a".repeat(10_000), client_secret: "b" }],
    ["another client's secret", { grant_type: "client_credentials", client_id: fuzz.clientId, client_secret: plan.clients.gb.clientSecret }],
  ];
  for (const [what, fields] of bodies) {
    const response = await http.request("/api/v1.0/oauth/token", { method: "POST", origin: null, body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const body = (await readJson(response)) as { error?: string } | null;
    recorder.check(response.status >= 400 && response.status < 500 && typeof body?.error === "string", () => `a token request with ${what} answered ${response.status} ${JSON.stringify(body)}`);
  }
  for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
    const response = await http.request("/api/v1.0/oauth/token", { method: "POST", origin: null, body: "{{{", headers: { "Content-Type": type } });
    recorder.check(response.status >= 400 && response.status < 500, () => `a token request as ${type} answered ${response.status}`);
  }
  recorder.note = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
  return recorder.result();
}
