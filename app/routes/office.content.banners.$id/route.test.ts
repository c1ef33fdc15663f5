import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, banners } from "~/db/schema";
import { homeBanners } from "~/services/catalogue/home.server";
import { type Storage, configureStorage, localStorage, mediaKey } from "~/services/platform/storage.server";
import { ORIGIN, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";
import { action as create } from "../office.content.banners.new/route";
import { loader as list } from "../office.content.banners._index/route";

let folder: string;
let files: Storage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "banner-files-"));
  files = localStorage(folder);
  configureStorage(files);
});

afterAll(async () => {
  configureStorage(undefined);
  await rm(folder, { recursive: true, force: true });
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

/** The multipart request as the HTTP server hands it to the route: streamed, with the length a browser announces. */
async function multipart(target: string, fields: Record<string, string>, picture: { name: string; bytes: Uint8Array } | null, cookie: string): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("picture", picture ? new File([new Uint8Array(picture.bytes)], picture.name, { type: "image/png" }) : new File([], ""));
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        const piece = bytes.subarray(at, at + 65_536);
        at += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  const headers = { "Content-Type": encoded.headers.get("content-type")!, "Content-Length": String(bytes.length), Origin: ORIGIN, Cookie: cookie };
  return new Request(`${ORIGIN}${target}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const FIELDS = { intent: "save", brand: "lumora", position: "5", href: "/lumoraHome", startsAt: "", endsAt: "", title_en: "Winter lights", subtitle_en: "Warm light for short days", title_de: "Winterlichter", subtitle_de: "Warmes Licht für kurze Tage" };

async function createBanner(cookie: string, fields: Record<string, string> = {}, picture: { name: string; bytes: Uint8Array } | null = null) {
  const bytes = picture ?? { name: "winter.png", bytes: await png(1400, 500) };
  return settle(async () => create({ request: await multipart("/office/content/banners/new", { ...FIELDS, ...fields }, bytes, cookie), context: contextFor(), params: {} }));
}

const idFrom = (reply: { headers: Headers }) => Number(reply.headers.get("Location")!.match(/\/(\d+)\?/)![1]);

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(`/office/content/banners/${id}`, { cookie }), context: contextFor(), params: { id: String(id) } }));
  return { ...reply, body: reply.data as Awaited<ReturnType<typeof loader>> };
}

describe("/office/content/banners/new and /:id", () => {
  it("creates a banner with its picture cut to the home's size: stored as WebP, audited, on the brand home at once", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await createBanner(cookie);
    expect(reply.status).toBe(302);
    const id = idFrom(reply);
    expect(reply.headers.get("Location")).toBe(`/office/content/banners/${id}?notice=created`);
    const [row] = await db().select().from(banners).where(eq(banners.id, id));
    expect(row).toMatchObject({ brandKey: "lumora", position: 5, href: "/lumoraHome", title: { en: "Winter lights", de: "Winterlichter" }, subtitle: { en: "Warm light for short days", de: "Warmes Licht für kurze Tage" } });
    expect(row!.image).toMatch(/^banners\/lumora\/u-[0-9a-f]{16}\.webp$/);
    const stored = await files.get(mediaKey(row!.image));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: "webp", width: 1200, height: 360 });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "banner"), eq(auditEvents.entityId, String(id))));
    expect(event).toMatchObject({ action: "banner.create", accountId: null, details: { before: null, after: { href: "/lumoraHome", title: { en: "Winter lights" } } } });
    const home = await homeBanners({ brandKey: "lumora", lng: "de" });
    expect(home.find((banner) => banner.id === id)).toMatchObject({ title: "Winterlichter" });
    // The list flags the languages missing.
    const listed = (await settle(() => list({ request: getRequest("/office/content/banners?brand=lumora", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    expect(listed.groups).toHaveLength(1);
    expect(listed.groups[0]!.banners.find((banner) => banner.id === id)).toMatchObject({ period: "running", missing: ["zh-cn", "es", "it", "pl", "nl", "fr", "pt"] });
  });

  it("changes a banner's texts without a new picture (urlencoded too), and replaces the picture, removing the old upload", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const id = idFrom(await createBanner(cookie));
    const defaults = (await open(id, cookie)).body.defaults;
    const saved = await settle(async () => action({ request: await multipart(`/office/content/banners/${id}`, { ...defaults, intent: "save", title_de: "Lichter im Winter" }, null, cookie), context: contextFor(), params: { id: String(id) } }));
    expect(saved.headers.get("Location")).toBe(`/office/content/banners/${id}?notice=saved`);
    expect((await homeBanners({ brandKey: "lumora", lng: "de" })).find((banner) => banner.id === id)?.title).toBe("Lichter im Winter");
    const [{ image: first } = { image: "" }] = await db().select({ image: banners.image }).from(banners).where(eq(banners.id, id));
    const replaced = await settle(async () =>
      action({ request: await multipart(`/office/content/banners/${id}`, { ...defaults, intent: "save" }, { name: "new.png", bytes: await png(800, 300) }, cookie), context: contextFor(), params: { id: String(id) } }),
    );
    expect(replaced.status).toBe(302);
    const [{ image: second } = { image: "" }] = await db().select({ image: banners.image }).from(banners).where(eq(banners.id, id));
    expect(second).not.toBe(first);
    expect(await files.head(mediaKey(first))).toBeNull();
    expect(await files.head(mediaKey(second))).not.toBeNull();
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "banner"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ action: "banner.update", details: { before: { image: first }, after: { image: second } } });
  });

  it("deletes a banner: gone from the home and the storage, audited", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const id = idFrom(await createBanner(cookie));
    const [{ image } = { image: "" }] = await db().select({ image: banners.image }).from(banners).where(eq(banners.id, id));
    const reply = await settle(() => action({ request: postForm(`/office/content/banners/${id}`, { intent: "delete" }, { cookie }), context: contextFor(), params: { id: String(id) } }));
    expect(reply.headers.get("Location")).toBe("/office/content/banners?notice=deleted");
    expect(await db().select().from(banners).where(eq(banners.id, id))).toEqual([]);
    expect(await files.head(mediaKey(image))).toBeNull();
    expect((await homeBanners({ brandKey: "lumora", lng: "en" })).some((banner) => banner.id === id)).toBe(false);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "banner"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ action: "banner.delete", details: { after: null, before: { image } } });
    // Again: the banner is gone.
    expect((await settle(() => action({ request: postForm(`/office/content/banners/${id}`, { intent: "delete" }, { cookie }), context: contextFor(), params: { id: String(id) } }))).status).toBe(404);
  });

  it.each([
    ["a link to another site", { href: "//evil.example/x" }, "href", "content:errors.href"],
    ["a javascript: link", { href: "javascript:alert(1)" }, "href", "content:errors.href"],
    ["a link with a space", { href: "/a b" }, "href", "content:errors.href"],
    ["an end before the start", { startsAt: "2026-12-10T10:00", endsAt: "2026-12-01T10:00" }, "endsAt", "content:errors.period"],
    ["a date that is none", { startsAt: "2026-13-45T99:00" }, "startsAt", "content:errors.moment"],
    ["no English title", { title_en: "" }, "title_en", "content:errors.required"],
    ["a subtitle without the English one", { subtitle_en: "" }, "subtitle_en", "content:errors.englishFirst"],
    ["an unknown brand", { brand: "evil" }, "brand", "content:errors.brand"],
  ])("refuses %s with 400, keeping what was typed, storing nothing", async (_label, changes, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const before = await db().select({ id: banners.id }).from(banners);
    const reply = await createBanner(cookie, changes);
    expect(reply.status).toBe(400);
    const { errors, typed } = refusal(reply.data);
    expect(errors[field]?.[0]?.key).toBe(key);
    expect(errors.picture?.[0]?.key).toBe("content:errors.pictureAgain");
    expect(typed.title_de).toBe("Winterlichter");
    expect(typed.picture).toBeUndefined();
    expect(await db().select({ id: banners.id }).from(banners)).toHaveLength(before.length);
  });

  it.each([
    ["text named .png", { name: "x.png", bytes: new TextEncoder().encode("not a picture at all") }, "content:errors.picture.notImage", 400],
    ["an SVG", { name: "x.svg", bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><script>alert(1)</script></svg>') }, "content:errors.picture.notImage", 400],
    ["a cut-off PNG", null, "content:errors.picture.notImage", 400],
    ["a tiny picture", "tiny", "content:errors.picture.tooSmall", 400],
  ] as const)("refuses a picture that is %s", async (_label, given, key, status) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const picture = given === null ? { name: "cut.png", bytes: (await png(1200, 400)).subarray(0, 200) } : given === "tiny" ? { name: "tiny.png", bytes: await png(300, 100) } : given;
    const reply = await createBanner(cookie, {}, picture);
    expect(reply.status).toBe(status);
    expect(refusal(reply.data).errors.picture?.[0]?.key).toBe(key);
  });

  it("needs a picture for a new banner", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await settle(async () => create({ request: await multipart("/office/content/banners/new", FIELDS, null, cookie), context: contextFor(), params: {} }));
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors.picture?.[0]?.key).toBe("content:errors.pictureRequired");
  });

  it("refuses a picture over 5 MB with 413, and a body the server already dropped", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const big = new Uint8Array(5 * 1024 * 1024 + 300_000);
    const reply = await createBanner(cookie, {}, { name: "big.png", bytes: big });
    expect(reply.status).toBe(413);
    expect(refusal(reply.data).errors.picture?.[0]?.key).toBe("content:errors.pictureTooLarge");
    const dropped = await settle(() => create({ request: postForm("/office/content/banners/new", { intent: "save" }, { cookie }), context: { ...contextFor(), bodyTooLarge: true }, params: {} }));
    expect(dropped.status).toBe(413);
    // A plain form gets the limit of any form: the larger one is for a picture only.
    const plain = await settle(() => create({ request: postForm("/office/content/banners/new", { intent: "save", title_en: "x".repeat(1_100_000) }, { cookie }), context: contextFor(), params: {} }));
    expect(plain.status).toBe(413);
    expect(refusal(plain.data).message?.key).toBe("content:errors.formTooLarge");
  });

  it("answers unknown ids 404 and an unknown intent 400", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    for (const raw of ["0", "abc", "2000000000", String(2 ** 31)]) {
      expect((await open(raw, cookie)).status, raw).toBe(404);
      for (const intent of ["delete", "save", "approve"]) {
        expect((await settle(() => action({ request: postForm(`/office/content/banners/${raw}`, { intent }, { cookie }), context: contextFor(), params: { id: raw } }))).status, `${raw} ${intent}`).toBe(404);
      }
    }
    const [first] = await db().select({ id: banners.id }).from(banners).limit(1);
    expect((await settle(() => action({ request: postForm(`/office/content/banners/${first!.id}`, { intent: "publish" }, { cookie }), context: contextFor(), params: { id: String(first!.id) } }))).status).toBe(400);
  });

  it("lists every brand's banners in order when no brand is chosen", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const listed = (await settle(() => list({ request: getRequest("/office/content/banners", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof list>>;
    expect(listed.groups.map((group) => group.key)).toEqual(["aigostar", "nobleza", "ubathlife", "lumora", "aigostar-mx"]);
    const aigostar = listed.groups[0]!.banners;
    expect(aigostar.map((banner) => banner.position)).toEqual([0, 1, 2]);
    expect(aigostar[0]).toMatchObject({ title: "Flash sales are on", missing: [], period: "running" });
  });
});
