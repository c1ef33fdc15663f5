import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Storage, localStorage } from "./storage.server";
import { asciiFileName, contentDisposition, entityTag, parseRange, safeFileName, storedFileResponse } from "./stored-file-response.server";

describe("parseRange", () => {
  it.each([
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=-1000", 100, { start: 0, end: 99 }],
    ["bytes=50-1000", 100, { start: 50, end: 99 }],
    ["bytes=99-99", 100, { start: 99, end: 99 }],
    ["Bytes = 5 - 6", 100, { start: 5, end: 6 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=100-200", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    ["bytes=-5", 0, "unsatisfiable"],
    ["bytes=99999999999999999999-", 100, "unsatisfiable"],
    // The whole object: several ranges, another unit, nonsense, a backwards range.
    ["bytes=0-1,5-6", 100, null],
    ["items=0-1", 100, null],
    ["bytes=a-b", 100, null],
    ["bytes=-", 100, null],
    ["bytes=9-3", 100, null],
    ["", 100, null],
  ] as const)("%j of %i bytes is %j", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("file names", () => {
  it.each([
    ["Produktbilder März 2026.zip", "Produktbilder März 2026.zip", "Produktbilder Marz 2026.zip", "Produktbilder%20M%C3%A4rz%202026.zip"],
    ["产品图片 2026-11-27.zip", "产品图片 2026-11-27.zip", "2026-11-27.zip", "%E4%BA%A7%E5%93%81%E5%9B%BE%E7%89%87%202026-11-27.zip"],
    ["产品图片.zip", "产品图片.zip", "download.zip", "%E4%BA%A7%E5%93%81%E5%9B%BE%E7%89%87.zip"],
    ["../../etc/passwd", "_.._etc_passwd", "etc_passwd", "_.._etc_passwd"],
    ['a"b\r\nc;d.pdf', "a_bc;d.pdf", "a_bc_d.pdf", "a_bc%3Bd.pdf"],
    ["it's (1)*.zip", "it's (1)_.zip", "it_s (1).zip", "it%27s%20%281%29_.zip"],
    ["100% Ñandú.pdf", "100% Ñandú.pdf", "100_ Nandu.pdf", "100%25%20%C3%91and%C3%BA.pdf"],
    ["  ..  ", "download", "download", "download"],
  ])("%j: safe %j, ASCII %j, encoded %j", (name, safe, ascii, encoded) => {
    expect(safeFileName(name)).toBe(safe);
    expect(asciiFileName(name)).toBe(ascii);
    expect(contentDisposition(name)).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
  });

  it("keeps a long name's extension within 150 characters", () => {
    const name = safeFileName(`${"Ü".repeat(300)}.zip`);
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("Ü.zip")).toBe(true);
  });
});

describe("storedFileResponse", () => {
  let folder: string;
  let storage: Storage;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  const options = { cacheControl: "private, no-store", fileName: "Produktbilder März.zip" };
  const request = (headers: Record<string, string> = {}, method = "GET") => new Request("http://shop.test/downloadCenter/files/x", { method, headers });

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), "stored-file-"));
    storage = localStorage(folder);
    await storage.put("packages/1/part-1.zip", bytes);
  });

  afterAll(() => fs.rm(folder, { recursive: true, force: true }));

  it("sends the whole file as an attachment with its length, type and validators", async () => {
    const response = await storedFileResponse(request(), storage, "packages/1/part-1.zip", options);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "accept-ranges": "bytes",
      "cache-control": "private, no-store",
      "content-length": "1000",
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="Produktbilder Marz.zip"; filename*=UTF-8''Produktbilder%20M%C3%A4rz.zip`,
    });
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("resumes: a range is a 206 with its bytes; a range past the end a 416 saying the size", async () => {
    const part = await storedFileResponse(request({ Range: "bytes=990-" }), storage, "packages/1/part-1.zip", options);
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 990-999/1000");
    expect(part.headers.get("content-length")).toBe("10");
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(990))).toBe(true);
    const past = await storedFileResponse(request({ Range: "bytes=1000-" }), storage, "packages/1/part-1.zip", options);
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");
    expect(await past.text()).toBe("");
  });

  it("honours If-Range: the range for the same file, the whole file for another version", async () => {
    const head = (await storage.head("packages/1/part-1.zip"))!;
    const same = await storedFileResponse(request({ Range: "bytes=0-9", "If-Range": entityTag(head) }), storage, "packages/1/part-1.zip", options);
    expect(same.status).toBe(206);
    const sameDate = await storedFileResponse(request({ Range: "bytes=0-9", "If-Range": head.modifiedAt.toUTCString() }), storage, "packages/1/part-1.zip", options);
    expect(sameDate.status).toBe(206);
    const other = await storedFileResponse(request({ Range: "bytes=0-9", "If-Range": '"1-2"' }), storage, "packages/1/part-1.zip", options);
    expect(other.status).toBe(200);
    expect(other.headers.get("content-length")).toBe("1000");
    await other.arrayBuffer();
  });

  it("answers HEAD with the length and no body, and a revalidation with 304", async () => {
    const head = await storedFileResponse(request({}, "HEAD"), storage, "packages/1/part-1.zip", options);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("1000");
    expect(await head.text()).toBe("");
    const tag = head.headers.get("etag")!;
    const again = await storedFileResponse(request({ "If-None-Match": `W/${tag}` }), storage, "packages/1/part-1.zip", options);
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    const since = await storedFileResponse(request({ "If-Modified-Since": head.headers.get("last-modified")! }), storage, "packages/1/part-1.zip", options);
    expect(since.status).toBe(304);
    const changed = await storedFileResponse(request({ "If-None-Match": '"0-0"' }), storage, "packages/1/part-1.zip", options);
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("is a 404 for a missing object, a key that is not one, and a method other than GET and HEAD", async () => {
    expect((await storedFileResponse(request(), storage, "packages/1/part-2.zip", options)).status).toBe(404);
    expect((await storedFileResponse(request(), storage, "packages/../1/part-1.zip", options)).status).toBe(404);
    expect((await storedFileResponse(request({ Range: "bytes=0-1" }), storage, "packages/1/none.zip", options)).status).toBe(404);
    expect((await storedFileResponse(request({}, "POST"), storage, "packages/1/part-1.zip", options)).status).toBe(404);
  });
});
