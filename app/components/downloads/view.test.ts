import { describe, expect, it } from "vitest";
import downloads from "../../../locales/en/downloads.json";
import { Translations } from "~/i18n/translations";
import { copyText } from "~/utils/clipboard";
import { type RecordFileView, type RecordStatusView, announcementFor, canSend, fileNames, includeChoice, replyValues } from "./view";

const t = new Translations({ lng: "en", bundles: { en: { downloads } } }).translator(["downloads"]);

const file = (kind: RecordFileView["kind"], resolution: "standard" | "high" | null = null): RecordFileView => ({ href: "/downloadCenter/files/x", url: "http://shop.test/downloadCenter/files/x", kind, resolution, size: "1 MB" });

describe("fileNames", () => {
  it.each([
    ["one zip", [file("zip")], ["Zip file"]],
    ["three parts", [file("zip"), file("zip"), file("zip")], ["Part 1 of 3", "Part 2 of 3", "Part 3 of 3"]],
    ["parts and videos, numbered apart", [file("zip"), file("zip"), file("video", "standard"), file("video", "high")], ["Part 1 of 2", "Part 2 of 2", "Video 1, standard resolution", "Video 2, high resolution"]],
    ["videos only", [file("video", "high")], ["Video 1, high resolution"]],
    ["a price list's workbook", [file("xlsx")], ["Price list (Excel workbook)"]],
    ["a price list's PDF", [file("pdf")], ["Price list (PDF)"]],
    ["nothing", [], []],
  ])("%s", (_, files, names) => {
    expect(fileNames(files, t)).toEqual(names);
  });
});

describe("what a record offers", () => {
  it.each([
    ["generating", false],
    ["done", true],
    ["failed", false],
    ["expired", false],
  ] as const)("%s: send %s", (status, send) => {
    expect(canSend({ status, files: [file("zip")] })).toBe(send);
  });

  it("a done record without files has nothing to send", () => {
    expect(canSend({ status: "done", files: [] })).toBe(false);
  });
});

describe("announcementFor", () => {
  const before = (entries: [number, RecordStatusView][]) => new Map(entries);
  it.each([
    ["a generating record is done", [[1, "generating"]], [{ id: 1, status: "done" }], "nowDone"],
    ["a generating record failed", [[1, "generating"]], [{ id: 1, status: "failed" }], "nowFailed"],
    ["done wins over failed in one reading", [[1, "generating"], [2, "generating"]], [{ id: 1, status: "failed" }, { id: 2, status: "done" }], "nowDone"],
    ["still generating", [[1, "generating"]], [{ id: 1, status: "generating" }], null],
    ["a new record that is already done says nothing", [], [{ id: 3, status: "done" }], null],
    ["a done record stays done", [[1, "done"]], [{ id: 1, status: "done" }], null],
    ["an expired record generated again is generating", [[1, "expired"]], [{ id: 1, status: "generating" }], null],
  ] as const)("%s → %s", (_, entries, after, said) => {
    expect(announcementFor(before(entries.map(([id, status]) => [id, status])), after)).toBe(said);
  });
});

describe("includeChoice", () => {
  it("starts with product images and no videos; images without the watermark ticked only for an approved account", () => {
    expect(includeChoice(null, false)).toEqual({ kinds: ["images"], video: "none", unwatermarked: false });
    expect(includeChoice(null, true)).toEqual({ kinds: ["images"], video: "none", unwatermarked: true });
  });

  it("keeps what a refused form sent, dropping what it does not know", () => {
    expect(includeChoice({ kinds: ["documents", "thumbnails", "<script>"], video: "high", unwatermarked: "on" }, false)).toEqual({ kinds: ["thumbnails", "documents"], video: "high", unwatermarked: true });
    expect(includeChoice({ kinds: [], video: "8k", unwatermarked: "" }, true)).toEqual({ kinds: [], video: "none", unwatermarked: false });
  });
});

describe("replyValues", () => {
  it.each([
    [null, []],
    [{ initialValue: { include: "images" } }, ["images"]],
    [{ initialValue: { include: ["images", "documents"] } }, ["images", "documents"]],
    [{ initialValue: {} }, []],
  ])("%j → %j", (reply, values) => {
    expect(replyValues(reply, "include")).toEqual(values);
  });
});

describe("copyText", () => {
  it("copies through the clipboard", async () => {
    const copied: string[] = [];
    await expect(copyText("http://shop.test/x", { writeText: async (text) => void copied.push(text) })).resolves.toBe("copied");
    expect(copied).toEqual(["http://shop.test/x"]);
  });

  it("fails without a clipboard, or when the browser refuses", async () => {
    await expect(copyText("x", undefined)).resolves.toBe("failed");
    await expect(copyText("x", { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) })).resolves.toBe("failed");
  });
});
