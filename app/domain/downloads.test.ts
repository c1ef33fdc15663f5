import { describe, expect, it } from "vitest";
import {
  FILE_DAYS,
  LATEST_RECORDS,
  MAX_GENERATING_PER_ACCOUNT,
  MAX_PACKAGE_BARCODES,
  PACKAGE_PART_BYTES,
  RECORD_DAYS,
  type PackagePart,
  type PermissionState,
  canRedownload,
  canRequestPermission,
  documentEntryPath,
  extensionOf,
  fileCount,
  formatFileSize,
  filesExpiry,
  imageEntries,
  normalizeParts,
  packageBaseName,
  packagePrefix,
  recordExpiry,
  recordOfPackageKey,
  recordState,
  safeEntryName,
  unwatermarkedProblem,
  videoFileName,
  watermarkedFor,
} from "./downloads";

const at = (iso: string) => new Date(iso);

describe("the SPEC's figures", () => {
  it("lists 10, keeps records 30 days and files 7, parts of 200 MB, 2 at once, 500 barcodes", () => {
    expect([LATEST_RECORDS, RECORD_DAYS, FILE_DAYS, PACKAGE_PART_BYTES, MAX_GENERATING_PER_ACCOUNT, MAX_PACKAGE_BARCODES]).toEqual([10, 30, 7, 209_715_200, 2, 500]);
  });
});

describe("recordState", () => {
  const now = at("2026-12-01T12:00:00Z");
  it.each([
    ["generating", null, "generating"],
    ["failed", null, "failed"],
    ["done", "2026-12-01T12:00:01Z", "done"],
    ["done", "2026-12-01T12:00:00Z", "expired"],
    ["done", "2026-11-30T00:00:00Z", "expired"],
    ["done", null, "expired"],
    ["failed", "2026-11-30T00:00:00Z", "failed"],
  ] as const)("%s with files until %s is %s", (status, until, state) => {
    expect(recordState(status, until === null ? null : at(until), now)).toBe(state);
  });

  it.each([
    ["expired", true],
    ["failed", true],
    ["done", false],
    ["generating", false],
  ] as const)("%s may be generated again: %s", (state, allowed) => {
    expect(canRedownload(state)).toBe(allowed);
  });
});

describe("expiry", () => {
  it("keeps a record 30 days from its request", () => {
    expect(recordExpiry(at("2026-11-01T10:00:00Z")).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
  it("keeps files 7 days from generation, never past their record", () => {
    const record = at("2026-12-01T10:00:00Z");
    expect(filesExpiry(at("2026-11-02T10:00:00Z"), record).toISOString()).toBe("2026-11-09T10:00:00.000Z");
    expect(filesExpiry(at("2026-11-28T10:00:00Z"), record).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
});

describe("what a package holds", () => {
  it("keeps known parts once, in a fixed order", () => {
    expect(normalizeParts(["videos", "images", "images", "bogus", "documents"])).toEqual(["images", "documents", "videos"]);
    expect(normalizeParts([])).toEqual([]);
  });

  it.each([
    [["images"], { images: 3, mainImages: 1, documents: 1, videos: 2 }, 3],
    [["thumbnails", "cardImages"], { images: 7, mainImages: 2, documents: 1, videos: 2 }, 9],
    [["cardImages"], { images: 0, mainImages: 0, documents: 1, videos: 0 }, 0],
    [["documents", "videos"], { images: 3, mainImages: 1, documents: 1, videos: 2 }, 3],
    [["videos"], { images: 3, mainImages: 1, documents: 1, videos: 0 }, 0],
  ] as [PackagePart[], { images: number; mainImages: number; documents: number; videos: number }, number][])("%j of %j: %s files", (parts, product, files) => {
    expect(fileCount(parts, product)).toBe(files);
  });

  it("names image entries by barcode: every original and thumbnail, the main image's card image", () => {
    const entries = imageEntries("6901234567892", ["products/aigostar/kettle-2.webp", "products/aigostar/kettle-3.png"], ["images", "thumbnails", "cardImages"]);
    expect(entries).toEqual([
      { path: "6901234567892/images/1.webp", sourcePath: "products/aigostar/kettle-2.webp", variant: "original" },
      { path: "6901234567892/thumbnails/1.webp", sourcePath: "products/aigostar/kettle-2.webp", variant: "thumbnail" },
      { path: "6901234567892/card-images/1.webp", sourcePath: "products/aigostar/kettle-2.webp", variant: "card" },
      { path: "6901234567892/images/2.png", sourcePath: "products/aigostar/kettle-3.png", variant: "original" },
      { path: "6901234567892/thumbnails/2.webp", sourcePath: "products/aigostar/kettle-3.png", variant: "thumbnail" },
    ]);
    expect(imageEntries("6901234567892", ["a.webp"], ["documents"])).toEqual([]);
  });

  it("keeps document names inside the product's folder and apart from each other", () => {
    const taken = new Set<string>();
    expect(documentEntryPath("6901234567892", "Manual EN.pdf", taken)).toBe("6901234567892/documents/Manual-EN.pdf");
    expect(documentEntryPath("6901234567892", "Manual EN.pdf", taken)).toBe("6901234567892/documents/Manual-EN-2.pdf");
    expect(documentEntryPath("6901234567892", "../../etc/passwd", taken)).toBe("6901234567892/documents/etc-passwd");
    expect(documentEntryPath("6901234567892", "..", taken)).toBe("6901234567892/documents/file");
  });

  it.each([
    ["Manual EN.pdf", "Manual-EN.pdf"],
    ["../x", "x"],
    ["/abs/path.pdf", "abs-path.pdf"],
    ["Crème brûlée.pdf", "Creme-brulee.pdf"],
    ["", "file"],
    [".hidden", "hidden"],
  ])("safeEntryName(%j) is %j", (given, safe) => {
    expect(safeEntryName(given)).toBe(safe);
  });

  it("names videos, bases and folders", () => {
    expect(videoFileName("6901234567892", "high", 1, "videos/kettle-high.mp4")).toBe("6901234567892-high-1.mp4");
    expect(extensionOf("no-extension")).toBe("bin");
    expect(packageBaseName("aigostar-mx", "barcodes", 42)).toBe("aigostar-mx-barcodes-42");
    expect(packagePrefix(42, 3)).toBe("packages/42/3/");
    expect(recordOfPackageKey("packages/42/3/part-1.zip")).toBe(42);
    expect(recordOfPackageKey("media/packages/42/x")).toBeNull();
    expect(recordOfPackageKey("packages/abc/1")).toBeNull();
  });
});

describe("unwatermarked images", () => {
  it.each([
    ["none", true, { key: "unwatermarkedNotAllowed" }, true],
    ["review", false, { key: "underReview" }, true],
    ["refused", true, { key: "unwatermarkedNotAllowed" }, true],
    ["approved", false, null, false],
  ] as const)("%s: may ask %s, asking to download unwatermarked answers %j, watermarked %s", (state, ask, problem, watermarked) => {
    expect(canRequestPermission(state as PermissionState)).toBe(ask);
    expect(unwatermarkedProblem(state as PermissionState)).toEqual(problem);
    expect(watermarkedFor(state as PermissionState)).toBe(watermarked);
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "en", "0 kB"],
    [20, "en", "0.1 kB"],
    [153_600, "en", "153.6 kB"],
    [209_715_200, "en", "209.7 MB"],
    [209_715_200, "de", "209,7 MB"],
    [3_500_000_000, "fr", "3,5 Go"],
  ] as const)("%s bytes in %s: %s", (bytes, lng, text) => {
    expect(formatFileSize(bytes, lng).replace(/\s/g, " ")).toBe(text);
  });
});
