import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BODY_BYTES, MAX_TYPED_CHARS } from "~/domain/barcode-import";
import { barcodeSourceOf, readBarcodes, readLimitedForm } from "./barcode-request.server";

const form = (fields: Record<string, string>, file?: { name: string; content: string }) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append("file", new File([file.content], file.name));
  return data;
};

/** A browser's empty file input: a part named "" with no bytes. */
const noFileChosen = () => {
  const data = form({ barcodes: "" });
  data.append("file", new File([], ""));
  return data;
};

describe("barcodeSourceOf: the download centre's one form with a file and typed barcodes", () => {
  it.each([
    ["a chosen file wins over typed text", form({ barcodes: "8435000000017" }, { name: "codes.csv", content: "barcode\n8435000000017\n" }), "file"],
    ["typed text without a file", form({ barcodes: "8435000000017" }), "typed"],
    ["an empty file input and typed text", (() => { const data = noFileChosen(); data.set("barcodes", "8435000000017"); return data; })(), "typed"],
    ["neither: the file is missing", noFileChosen(), "file"],
    ["only blanks typed: the file is missing", form({ barcodes: "  \n " }), "file"],
  ] as const)("%s", (_, data, source) => {
    expect(barcodeSourceOf(data)).toBe(source);
  });
});

describe("readBarcodes", () => {
  it("reads a CSV file through the import's readers, header allowed", async () => {
    const read = await readBarcodes(form({}, { name: "codes.csv", content: "barcode\n8435000000017\n1234\n" }), "file");
    expect(read).toMatchObject({ ok: true, source: "file", fileName: "codes.csv" });
    expect(read.ok && read.entries.map((entry) => [entry.barcode, entry.problem?.key ?? null])).toEqual([
      ["8435000000017", null],
      ["1234", "invalidBarcode"],
    ]);
  });

  it("reads typed barcodes separated by commas", async () => {
    const read = await readBarcodes(form({ barcodes: "8435000000017, 8435000000024" }), "typed");
    expect(read.ok && read.entries.map((entry) => entry.barcode)).toEqual(["8435000000017", "8435000000024"]);
  });

  it.each([
    ["no file", () => readBarcodes(noFileChosen(), "file"), { problem: "noFile", status: 400 }],
    ["a formula", () => readBarcodes(form({}, { name: "codes.csv", content: "=HYPERLINK(\"x\")\n" }), "file"), { problem: "formula", status: 400 }],
    ["a file of another type", () => readBarcodes(form({}, { name: "codes.pdf", content: "%PDF-1.4" }), "file"), { problem: "wrongType", status: 400 }],
    ["nothing typed", () => readBarcodes(form({ barcodes: " , " }), "typed"), { problem: "typedEmpty", status: 400 }],
    ["too much typed, kept shortened", () => readBarcodes(form({ barcodes: "1".repeat(MAX_TYPED_CHARS + 5) }), "typed"), { problem: "tooMany", status: 400, typed: "1".repeat(MAX_TYPED_CHARS) }],
  ])("refuses %s", async (_, read, refusal) => {
    expect(await read()).toMatchObject({ ok: false, ...refusal });
  });
});

describe("readLimitedForm", () => {
  const multipart = async (data: FormData, headers: Record<string, string> = {}) => {
    const encoded = new Response(data);
    return new Request("http://shop.test/downloadCenter", { method: "POST", body: await encoded.arrayBuffer(), headers: { "Content-Type": encoded.headers.get("content-type")!, ...headers } });
  };

  it("gives the form", async () => {
    const read = await readLimitedForm(await multipart(form({ intent: "barcodes", barcodes: "8435000000017" })), { bodyTooLarge: false });
    expect(read.ok && read.form.get("barcodes")).toBe("8435000000017");
  });

  it("refuses a body the server dropped, one announced over the limit and one that runs over it", async () => {
    expect(await readLimitedForm(await multipart(form({})), { bodyTooLarge: true })).toEqual({ ok: false, problem: "tooLarge", status: 413 });
    expect(await readLimitedForm(await multipart(form({}), { "Content-Length": String(MAX_IMPORT_BODY_BYTES + 1) }), { bodyTooLarge: false })).toEqual({ ok: false, problem: "tooLarge", status: 413 });
    const big = form({}, { name: "big.csv", content: "8435000000017\n".repeat(MAX_IMPORT_BODY_BYTES / 14 + 10) });
    expect(await readLimitedForm(await multipart(big), { bodyTooLarge: false })).toEqual({ ok: false, problem: "tooLarge", status: 413 });
  });

  it("refuses a broken multipart body as unreadable", async () => {
    const request = new Request("http://shop.test/downloadCenter", { method: "POST", body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(await readLimitedForm(request, { bodyTooLarge: false })).toEqual({ ok: false, problem: "unreadable", status: 400 });
  });
});
