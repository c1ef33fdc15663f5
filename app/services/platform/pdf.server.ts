import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The PDFs' common machinery (invoice, price list, quotation; decision 0113). Fonts: pdfkit's
 * built-in Helvetica covers only WinAnsi (no Polish ł, no Chinese). Noto Sans covers the Latin
 * languages, Noto Sans SC the Chinese text (decision 0054); pdfkit embeds only the glyphs used,
 * so a document stays small.
 */
const FONT_FILES = {
  latin: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  latinBold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  cjk: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  cjkBold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);
const fontCache = new Map<FontName, Buffer>();
function fontBytes(name: FontName): Buffer {
  let bytes = fontCache.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FONT_FILES[name]));
    fontCache.set(name, bytes);
  }
  return bytes;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

export type PdfDocument = InstanceType<typeof PDFDocument>;

export type StartedPdf = {
  doc: PdfDocument;
  /** Sets the font the text needs (Chinese or Latin, bold or not) and returns the text. */
  withFont: (text: string, bold?: boolean) => string;
  /** The file, once doc.end() was called. */
  done: Promise<Buffer>;
};

/** A new document collecting its bytes, with the font chooser. */
export function startPdf(options: { info: { Title: string; Author: string; Subject?: string }; compress?: boolean; layout?: "portrait" | "landscape"; margin?: number }): StartedPdf {
  const doc = new PDFDocument({ size: "A4", margin: options.margin ?? 50, layout: options.layout ?? "portrait", compress: options.compress ?? true, info: options.info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const registered = new Set<FontName>();
  const withFont = (text: string, bold = false) => {
    const name: FontName = CJK.test(text) ? (bold ? "cjkBold" : "cjk") : bold ? "latinBold" : "latin";
    if (!registered.has(name)) {
      doc.registerFont(name, fontBytes(name));
      registered.add(name);
    }
    doc.font(name);
    return text;
  };
  return { doc, withFont, done };
}

export type PdfColumn = { key: string; label: string; width: number; align: "left" | "right" };

/**
 * A table writer: rows of cells under the columns, a new page (with the header again when
 * `repeatHeader`) when the next row would not fit.
 */
export function pdfTable(pdf: StartedPdf, columns: readonly PdfColumn[], { repeatHeader = false }: { repeatHeader?: boolean } = {}) {
  const { doc, withFont } = pdf;
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const write = (cells: Record<string, string>, bold: boolean) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    for (const column of columns) {
      doc.text(withFont(cells[column.key] ?? "", bold), x, y, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    doc.y = bottom + 4;
  };
  const header = () => {
    write(Object.fromEntries(columns.map((column) => [column.key, column.label])), true);
    doc.moveTo(left, doc.y - 1).lineTo(left + width, doc.y - 1).stroke();
    doc.y += 2;
  };
  const row = (cells: Record<string, string>, bold = false) => {
    write(cells, bold);
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      if (repeatHeader) header();
    }
  };
  return { header, row, left, width };
}
