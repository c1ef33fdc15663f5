import { describe, expect, it } from "vitest";
import { LABEL_MAX_BYTES, cleanLabelFileName, labelsOpen, pdfProblem } from "./shipping-labels";

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

describe("pdfProblem", () => {
  it("accepts a PDF 1.x and 2.x with a page and an end marker", () => {
    expect(pdfProblem(bytes(PDF))).toBeNull();
    expect(pdfProblem(bytes(PDF.replace("%PDF-1.4", "%PDF-2.0")))).toBeNull();
    expect(pdfProblem(bytes(PDF.replace("/Type /Page /Parent", "/Type/Page/Parent")))).toBeNull();
  });

  it.each([
    ["empty", "", "empty"],
    ["a PNG renamed", "\u0089PNG\r\n\u001a\n....%%EOF /Type /Page", "notPdf"],
    ["text", "hello /Type /Page %%EOF", "notPdf"],
    ["PDF 3", PDF.replace("%PDF-1.4", "%PDF-3.0"), "notPdf"],
    ["truncated", PDF.slice(0, PDF.indexOf("trailer")), "truncated"],
    ["no page, only the page tree", PDF.replace("/Type /Page /Parent", "/Type /Pages /Parent"), "noPage"],
  ])("refuses %s", (_label, text, problem) => {
    expect(pdfProblem(bytes(text))).toBe(problem);
  });

  it("looks for %%EOF only in the last 1,024 bytes", () => {
    expect(pdfProblem(bytes(`${PDF}${" ".repeat(1100)}`))).toBe("truncated");
    expect(pdfProblem(bytes(`${PDF}${" ".repeat(900)}`))).toBeNull();
  });

  it("refuses more than 20 MB", () => {
    const big = new Uint8Array(LABEL_MAX_BYTES + 1);
    big.set(bytes(PDF));
    expect(pdfProblem(big)).toBe("tooLarge");
  });
});

describe("cleanLabelFileName", () => {
  it.each([
    ["DHL label.pdf", "DHL_label.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["C:\\labels\\étiquette été.PDF", "etiquette_ete.pdf"],
    ["<script>.pdf", "script.pdf"],
    ["", "label.pdf"],
    ["标签.pdf", "label.pdf"],
  ])("%s → %s", (name, cleaned) => {
    expect(cleanLabelFileName(name)).toBe(cleaned);
    expect(cleaned).toMatch(/^[\w.-]+$/);
  });
});

describe("labelsOpen", () => {
  it("holds while the order is submitted or unshipped", () => {
    expect(["submitted", "unshipped", "shipped", "returning", "returned", "cancelled"].filter(labelsOpen)).toEqual(["submitted", "unshipped"]);
  });
});
