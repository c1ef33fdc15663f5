import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { setImmediate as nextTurn } from "node:timers/promises";
import { runInNewContext } from "node:vm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BrandKey } from "~/services/platform/brands.server";
import { type Storage, localStorage } from "~/services/platform/storage.server";
import { largestDifference, noise, picture, pixels } from "~tests/support/images";
import { listKeys, readZip, storedBytes } from "~tests/support/zip";
import { ImageSourceError } from "./image-source.server";
import { type ImageVariant, renderVariant } from "./image-variants.server";
import {
  EntryTooLargeError,
  MissingSourceError,
  type PackageEntry,
  UnsafeEntryPathError,
  type WriteZipOptions,
  partFileName,
  safeEntryPath,
  withExtension,
  writeZipParts,
} from "./package-writer.server";

let folder: string;
let storage: Storage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "dlpack-"));
  storage = localStorage(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function options(overrides: Partial<WriteZipOptions> = {}): WriteZipOptions {
  return { storage, keyPrefix: "packages/7/", baseName: "aigostar-kettles", partBytes: 200 * 1024 * 1024, ...overrides };
}

function pdf(title: string): Promise<Buffer> {
  const doc = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  for (let page = 0; page < 3; page++) {
    if (page > 0) doc.addPage();
    doc.fontSize(18).text(title).fontSize(11).text("Fill the kettle to the MAX line only. Descale once a month. ".repeat(20));
  }
  doc.end();
  return done;
}

/** Every file in the storage folder, half-written ones too: what a failed package must not leave. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const image = (entryPath: string, key: string, variant: ImageVariant, watermark: BrandKey | null = "aigostar"): PackageEntry => ({
  path: entryPath,
  key,
  transform: { image: variant, watermark },
});

describe("writeZipParts", () => {
  it("writes one folder per product with its images, thumbnails, card images and documents", async () => {
    const kettle = await picture(800, 800, "png", "#ffffff");
    const toaster = await picture(640, 480, "jpeg");
    const manual = await pdf("Kettle EK-1 manual");
    await storage.put("media/aigostar/kettle-1.png", kettle);
    await storage.put("media/aigostar/toaster-1.jpg", toaster);
    await storage.put("documents/kettle-manual-en.pdf", manual);
    const progress: number[] = [];

    const parts = await writeZipParts(
      [
        image("6901234567892/images/1.png", "media/aigostar/kettle-1.png", "original"),
        image("6901234567892/thumbnails/1.webp", "media/aigostar/kettle-1.png", "thumbnail"),
        image("6901234567892/cards/1.webp", "media/aigostar/kettle-1.png", "card"),
        { path: "6901234567892/documents/manual-en.pdf", key: "documents/kettle-manual-en.pdf", transform: "asIs" },
        image("8435484012345/images/1.jpg", "media/aigostar/toaster-1.jpg", "original", null),
        image("8435484012345/thumbnails/1.jpg", "media/aigostar/toaster-1.jpg", "thumbnail", null),
      ],
      options({ onProgress: (done) => progress.push(done) }),
    );

    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parts).toHaveLength(1);
    const stored = await storedBytes(storage, "packages/7/part-1.zip");
    expect(parts[0]).toEqual({ part: 1, key: "packages/7/part-1.zip", fileName: "aigostar-kettles-part-1.zip", bytes: stored.length, sha256: sha256(stored), entries: 6 });

    const entries = await readZip(stored);
    expect(entries.map((entry) => [entry.name, entry.compressionMethod])).toEqual([
      ["6901234567892/images/1.png", 0],
      ["6901234567892/thumbnails/1.webp", 0],
      ["6901234567892/cards/1.webp", 0],
      ["6901234567892/documents/manual-en.pdf", 8],
      ["8435484012345/images/1.jpg", 0],
      // A thumbnail is a WebP whatever the path said.
      ["8435484012345/thumbnails/1.webp", 0],
    ]);
    const [original, thumbnail, card, document, asStored, plainThumbnail] = entries.map((entry) => entry.bytes) as Buffer[];
    expect(document).toEqual(manual);
    expect(asStored).toEqual(toaster);
    const sizes = await Promise.all([original, thumbnail, card, plainThumbnail].map((bytes) => sharp(bytes).metadata()));
    expect(sizes.map((metadata) => [metadata.format, metadata.width, metadata.height])).toEqual([
      ["png", 800, 800],
      ["webp", 600, 600],
      ["webp", 184, 184],
      ["webp", 600, 600],
    ]);
    // The watermark is in the zip: the original differs from the stored picture bottom right only.
    const before = await pixels(kettle);
    const after = await pixels(original!);
    expect(largestDifference(before, after, { left: 0, top: 0, width: 400, height: 400 })).toBe(0);
    expect(largestDifference(before, after, { left: 640, top: 720, width: 140, height: 60 })).toBeGreaterThan(60);
  });

  it("splits a package into numbered parts, none over partBytes, each a whole zip with its own SHA-256", async () => {
    const sources: Buffer[] = [];
    for (let i = 0; i < 12; i++) {
      sources.push(await noise(160, 160, "webp", i + 1));
      await storage.put(`media/noise/${i}.webp`, sources[i]!);
    }
    const entries = sources.map((_, i) => image(`5000000000${String(i).padStart(3, "0")}/images/1.webp`, `media/noise/${i}.webp`, "original", null));
    const partBytes = Math.floor(sources.reduce((sum, source) => sum + source.length, 0) / 4);

    const parts = await writeZipParts(entries, options({ partBytes }));

    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts.length).toBeLessThanOrEqual(6);
    expect(parts.map((part) => part.part)).toEqual(parts.map((_, i) => i + 1));
    expect(await listKeys(storage, "packages/")).toEqual(parts.map((part) => part.key).sort());
    const names: string[] = [];
    let next = 0;
    for (const part of parts) {
      expect(part.key).toBe(`packages/7/part-${part.part}.zip`);
      expect(part.fileName).toBe(`aigostar-kettles-part-${part.part}.zip`);
      const stored = await storedBytes(storage, part.key);
      expect(part.bytes).toBe(stored.length);
      expect(part.bytes).toBeLessThanOrEqual(partBytes);
      expect(part.sha256).toBe(sha256(stored));
      const inside = await readZip(stored);
      expect(inside).toHaveLength(part.entries);
      for (const entry of inside) {
        expect(entry.bytes).toEqual(sources[next]);
        names.push(entry.name);
        next += 1;
      }
      // A part is closed only when the next image would not have fitted (give or take the rule's worst-case margin).
      if (next < sources.length) expect(part.bytes + sources[next]!.length + 200 + 52 * part.entries).toBeGreaterThan(partBytes);
    }
    expect(names).toEqual(entries.map((entry) => entry.path));
  });

  it("takes the entries from an async source, and writes nothing for none", async () => {
    await storage.put("media/a.png", await picture(200, 200, "png"));
    async function* lazily(): AsyncGenerator<PackageEntry> {
      for (let i = 1; i <= 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        yield image(`6901234567892/cards/${i}.webp`, "media/a.png", "card");
      }
    }
    const parts = await writeZipParts(lazily(), options());
    expect(parts.map((part) => part.entries)).toEqual([3]);
    expect(await writeZipParts([], options({ keyPrefix: "packages/8/" }))).toEqual([]);
    expect(await listKeys(storage, "packages/8/")).toEqual([]);
  });

  it("removes parts an earlier attempt left above the ones written, and nothing else", async () => {
    await storage.put("media/a.png", await picture(200, 200, "png"));
    await storage.put("packages/7/part-1.zip", "from the first attempt");
    await storage.put("packages/7/part-4.zip", "from the first attempt");
    await storage.put("packages/7/video-1.mp4", "a video of the record");
    await storage.put("packages/70/part-4.zip", "another record");
    await writeZipParts([image("1/cards/1.webp", "media/a.png", "card")], options());
    expect(await listKeys(storage, "packages/")).toEqual(["packages/7/part-1.zip", "packages/7/video-1.mp4", "packages/70/part-4.zip"]);
    expect((await readZip(await storedBytes(storage, "packages/7/part-1.zip"))).map((entry) => entry.name)).toEqual(["1/cards/1.webp"]);
  });

  describe("fails the whole package and leaves no part behind", () => {
    async function sixImagesThen(last: PackageEntry, overrides: Partial<WriteZipOptions> = {}) {
      const sources: Buffer[] = [];
      for (let i = 0; i < 6; i++) {
        sources.push(await noise(120, 120, "webp", 100 + i));
        await storage.put(`media/p/${i}.webp`, sources[i]!);
      }
      const entries = [...sources.map((_, i) => image(`${i}/images/1.webp`, `media/p/${i}.webp`, "original", null)), last];
      // Two or three images a part: the first parts are finished when the last entry fails.
      return writeZipParts(entries, options({ partBytes: Math.floor(sources[0]!.length * 2.5), ...overrides }));
    }

    it("when a source object is missing (MissingSourceError)", async () => {
      const failure = await sixImagesThen(image("9/images/1.webp", "media/p/gone.webp", "original")).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MissingSourceError);
      expect(failure).toMatchObject({ key: "media/p/gone.webp", path: "9/images/1.webp" });
      expect((await filesOnDisk()).filter((file) => file.includes(`${path.sep}packages${path.sep}`))).toEqual([]);
    });

    it("when a source is not an image (ImageSourceError naming the object)", async () => {
      await storage.put("media/p/broken.webp", "<html>not found</html>");
      await expect(sixImagesThen(image("9/images/1.webp", "media/p/broken.webp", "thumbnail"))).rejects.toThrow(/media\/p\/broken\.webp: not an image/);
      await expect(sixImagesThen(image("9/images/1.webp", "media/p/broken.webp", "thumbnail"))).rejects.toThrow(ImageSourceError);
      expect(await listKeys(storage, "packages/")).toEqual([]);
    });

    it.each(["../escape.webp", "/etc/cron.d/x", "a\\..\\b.webp", "a/../../b.webp", "C:/x.webp", "a//b.webp", "./a.webp", "a/b/", "x\u0000y.webp", "NUL.txt", "a/b. ", ""])(
      "when a path is unsafe: %j",
      async (hostile) => {
        await expect(sixImagesThen(image(hostile, "media/p/0.webp", "original", null))).rejects.toThrow(UnsafeEntryPathError);
        expect(await filesOnDisk().then((files) => files.filter((file) => file.includes("packages")))).toEqual([]);
      },
    );

    it("when two entries have the same name (as Windows and macOS see it)", async () => {
      await expect(sixImagesThen(image("0/IMAGES/1.WEBP", "media/p/0.webp", "original", null))).rejects.toThrow(/twice/);
      expect(await listKeys(storage, "packages/")).toEqual([]);
    });

    it("when an entry alone is larger than a part (EntryTooLargeError)", async () => {
      await storage.put("media/big.png", await noise(300, 300, "png", 9));
      await expect(sixImagesThen(image("9/images/1.png", "media/big.png", "original", null))).rejects.toThrow(EntryTooLargeError);
      expect(await listKeys(storage, "packages/")).toEqual([]);
    });

    it("when it is aborted midway (the signal's reason), and before it starts", async () => {
      const controller = new AbortController();
      const failure = await sixImagesThen(image("9/images/1.webp", "media/p/0.webp", "original", null), {
        signal: controller.signal,
        onProgress: (done) => done === 4 && controller.abort(),
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: "AbortError" });
      expect(await filesOnDisk().then((files) => files.filter((file) => file.includes("packages")))).toEqual([]);

      await expect(sixImagesThen(image("9/images/1.webp", "media/p/0.webp", "original", null), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
      expect(await listKeys(storage, "packages/")).toEqual([]);
    });
  });

  it("keeps memory bounded: 300 images of 600 × 600 (over 200 MB of zip) grow the process by well under 150 MB", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // Pictures of noise do not compress: 1 MB each as PNG, so the package is far larger than the limit.
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) {
      keys.push(`media/noise/${i}.png`);
      await storage.put(keys[i]!, await noise(600, 600, "png", 7000 + i));
    }
    await storage.put("media/kettle.png", await picture(600, 600, "png"));
    const kinds = ["original", "original", "original", "original", "original", "original", "original", "marked", "thumbnail", "card"] as const;
    // What stays after a full collection, every 50 entries: a package kept in memory would pile up here.
    let retained = 0;
    const measureRetained = async () => {
      gc();
      await nextTurn(); // native finalizers (sharp's buffers) run after the collection
      gc();
      const now = process.memoryUsage();
      retained = Math.max(retained, now.heapUsed + now.external - baseline.heapUsed - baseline.external);
    };
    async function* entries(): AsyncGenerator<PackageEntry> {
      for (let i = 0; i < 300; i++) {
        if (i % 50 === 49) await measureRetained();
        const kind = kinds[i % kinds.length]!;
        const noisy = keys[i % keys.length]!;
        if (kind === "original") yield image(`${1000 + i}/images/1.png`, noisy, "original", null);
        else if (kind === "marked") yield image(`${1000 + i}/images/1.png`, noisy, "original", "aigostar");
        else yield image(`${1000 + i}/${kind}s/1.webp`, "media/kettle.png", kind, "nobleza");
      }
    }
    // Warm up first (sharp's threads, the font, the marks), so the baseline holds what any run holds.
    const sample = await storedBytes(storage, keys[0]!);
    await renderVariant(sample, "original", "aigostar");
    for (const variant of ["thumbnail", "card"] as const) await renderVariant(await storedBytes(storage, "media/kettle.png"), variant, "nobleza");
    gc();
    await nextTurn();
    gc();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let parts;
    try {
      parts = await writeZipParts(entries(), options({ partBytes: 48 * 1024 * 1024 }));
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const total = parts.reduce((sum, part) => sum + part.bytes, 0);
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.warn(`300 images, ${parts.length} parts, ${mb(total)} in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU); peak RSS growth ${mb(peakRss - baseline.rss)}, most retained ${mb(retained)}`);

    expect(parts.reduce((sum, part) => sum + part.entries, 0)).toBe(300);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    // Holding the package in memory would take more than the limit by itself.
    expect(total).toBeGreaterThan(200 * 2 ** 20);
    expect(peakRss - baseline.rss).toBeLessThan(150 * 2 ** 20);
    expect(retained).toBeLessThan(20 * 2 ** 20);
  }, 120_000);
});

describe("entry names", () => {
  it("accepts plain relative paths and refuses the rest", () => {
    expect(safeEntryPath("6901234567892/images/1.webp")).toBe("6901234567892/images/1.webp");
    expect(safeEntryPath("8435484012345/documents/manual-es-ñ.pdf")).toBe("8435484012345/documents/manual-es-ñ.pdf");
    for (const hostile of ["..", "a/..", "../a", "/a", "a\\b", "a//b", "a/./b", "C:x", "a?b", "a\tb", "con", "lpt1.pdf", " a", "a.", "a/"]) {
      expect(() => safeEntryPath(hostile), hostile).toThrow(UnsafeEntryPathError);
    }
  });

  it("sets an image's extension to the rendered format", () => {
    expect(withExtension("1/images/1.png", "webp")).toBe("1/images/1.webp");
    expect(withExtension("1/images/1.jpeg", "jpg")).toBe("1/images/1.jpeg");
    expect(withExtension("1/images/1.TIFF", "tif")).toBe("1/images/1.TIFF");
    expect(withExtension("1/images/1", "webp")).toBe("1/images/1.webp");
    expect(withExtension("1/im.ages/1", "webp")).toBe("1/im.ages/1.webp");
  });

  it("names the parts for people from the base name", () => {
    expect(partFileName("aigostar-kettles", 1)).toBe("aigostar-kettles-part-1.zip");
    expect(partFileName("Hervidores / Teteras eléctricas", 2)).toBe("Hervidores-Teteras-eléctricas-part-2.zip");
    expect(partFileName("../../etc", 3)).toBe("etc-part-3.zip");
    expect(partFileName("", 1)).toBe("package-part-1.zip");
  });
});
