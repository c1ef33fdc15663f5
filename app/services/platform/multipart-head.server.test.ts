import { describe, expect, it } from "vitest";
import { fieldsOfMultipartHead } from "./multipart-head.server";

async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") };
}

describe("fieldsOfMultipartHead", () => {
  it("reads the text fields sent before the file, even with the file cut off", async () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("carrierTag", "DHL-EXP «x»");
    form.append("trackingNumber", "JD0146 0001");
    form.append("file", new Blob([new Uint8Array(50_000).fill(65)], { type: "application/pdf" }), "label.pdf");
    form.append("after", "not kept");
    const { bytes, type } = await encoded(form);
    const head = bytes.slice(0, 4096);
    expect(fieldsOfMultipartHead(head, type, ["intent", "carrierTag", "trackingNumber", "after", "file"])).toEqual({ intent: "upload", carrierTag: "DHL-EXP «x»", trackingNumber: "JD0146 0001" });
  });

  it("keeps nothing of a part cut off, of a missing head or a type without a boundary", async () => {
    const form = new FormData();
    form.append("carrierTag", "x".repeat(900));
    const { bytes, type } = await encoded(form);
    expect(fieldsOfMultipartHead(bytes.slice(0, 200), type, ["carrierTag"])).toEqual({});
    expect(fieldsOfMultipartHead(undefined, type, ["carrierTag"])).toEqual({});
    expect(fieldsOfMultipartHead(bytes, "multipart/form-data", ["carrierTag"])).toEqual({});
    expect(fieldsOfMultipartHead(bytes, type, ["carrierTag"])).toEqual({ carrierTag: "x".repeat(900) });
  });
});
