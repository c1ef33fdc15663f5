import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import common from "../../../locales/en/common.json";
import downloads from "../../../locales/en/downloads.json";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";
import { FunctionGuide } from "./function-guide";
import { RecordsLiveRegion } from "./records-live";
import { RecordsTable } from "./records-table";
import { BarcodeForm, CartForm, CategoryForm } from "./request-forms";
import { PermissionForm } from "./permission-form";
import { PermissionStatus } from "./unwatermarked";
import type { RecordView } from "./view";

const translations = new Translations({ lng: "en", bundles: { en: { common, downloads } } });

/** Rendered as the server renders it (no JavaScript has run), in a data router. */
async function render(element: ReactElement, url = "/downloadCenter"): Promise<string> {
  const handler = createStaticHandler([{ path: "/downloadCenter", element }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </TranslationsProvider>,
  );
}

/** The text as read: inline spans join their neighbours, other elements are parted by a space. */
const text = (html: string) =>
  html
    .replace(/<\/?span[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const base: RecordView = {
  id: 7,
  source: "category",
  categoryName: "Kitchen",
  status: "done",
  fileCount: 3,
  productCount: 12,
  size: "250 MB",
  generatedAt: "27 Nov 2026, 10:15 CET",
  generatedAtIso: "2026-11-27T09:15:00.000Z",
  expiresAt: "4 Dec 2026, 10:16 CET",
  expiresAtIso: "2026-12-04T09:16:00.000Z",
  watermarked: true,
  skipped: [],
  failureReason: null,
  files: [
    { href: "/downloadCenter/files/aaa", url: "http://shop.test/downloadCenter/files/aaa", kind: "zip", resolution: null, size: "200 MB" },
    { href: "/downloadCenter/files/bbb", url: "http://shop.test/downloadCenter/files/bbb", kind: "zip", resolution: null, size: "40 MB" },
    { href: "/downloadCenter/files/ccc", url: "http://shop.test/downloadCenter/files/ccc", kind: "video", resolution: "high", size: "10 MB" },
  ],
};

describe("RecordsTable", () => {
  it("shows a done record's fields, each file as a link and as selectable text, and the send form; no copy button before JavaScript", async () => {
    const html = await render(<RecordsTable records={[base]} caption="The latest 10 download records" here="/downloadCenter" />);
    const shown = text(html);
    for (const header of ["Type", "Category", "Files", "Size", "Status", "Generated", "Expires", "Remark", "Files and actions"]) expect(html).toContain(`>${header}</th>`);
    expect(shown).toContain("By category Kitchen 3 12 products 250 MB Done 27 Nov 2026, 10:15 CET 4 Dec 2026, 10:16 CET Watermarked");
    expect(html).toContain('href="/downloadCenter/files/aaa" download=""');
    expect(shown).toContain("Download Part 1 of 2: By category, 27 Nov 2026, 10:15 CET (200 MB)");
    expect(shown).toContain("Download Video 1, high resolution: By category, 27 Nov 2026, 10:15 CET (10 MB)");
    expect(html).toContain('<label for="record-7-link-2" class="sr-only">Link to Part 2 of 2: By category, 27 Nov 2026, 10:15 CET</label>');
    expect(html).toMatch(/id="record-7-link-2" type="text" readonly=""[^>]* value="http:\/\/shop.test\/downloadCenter\/files\/bbb"/);
    expect(html).not.toContain("Copy link");
    expect(html).toMatch(/<form method="post" action="\/downloadCenter\/records\/7\/send"[^>]*><input type="hidden" name="redirectTo" value="\/downloadCenter"\/><button type="submit"[^>]*>Send by email<span class="sr-only">: By category, 27 Nov 2026, 10:15 CET<\/span>/);
    expect(html).not.toContain("/redownload");
    expect(html).not.toContain("Refresh");
  });

  it("offers Refresh, a plain link to this page, beside a generating record without JavaScript; no files, no size, no expiry", async () => {
    const generating: RecordView = { ...base, status: "generating", files: [], fileCount: 0, watermarked: null, expiresAt: null, expiresAtIso: null };
    const html = await render(<RecordsTable records={[generating]} caption="c" here="/downloadCenter/records?page=2" />);
    expect(text(html)).toContain("Packages being generated are updated when you refresh the page.");
    expect(html).toMatch(/<a class="block text-sm font-medium text-brand-dark underline"[^>]* href="\/downloadCenter\/records\?page=2">Refresh<\/a>/);
    expect(text(html)).toContain("Generating");
    expect(html).not.toContain("/downloadCenter/files/");
    expect(html).not.toContain("/send");
    expect(html).not.toContain("250 MB");
  });

  it("says why a record failed or expired and offers to generate it again; lists skipped barcodes with their reasons", async () => {
    const failed: RecordView = { ...base, id: 8, status: "failed", failureReason: "missingSource", files: [], expiresAt: null, expiresAtIso: null };
    const expired: RecordView = {
      ...base,
      id: 9,
      source: "barcodes",
      categoryName: null,
      status: "expired",
      files: [],
      skipped: [
        { barcode: "1234567890123", reason: "unknown" },
        { barcode: "8435000000017", reason: "otherBrand" },
      ],
    };
    const html = await render(<RecordsTable records={[failed, expired]} caption="c" here="/downloadCenter" />);
    const shown = text(html);
    expect(shown).toContain("A product file was missing while the package was being generated. The package could not be generated. Generate it again");
    expect(shown).toContain("The files have expired. Generate the package again to download them.");
    expect(shown).toContain("2 barcodes skipped: 1234567890123: unknown barcode 8435000000017: a product of another brand");
    expect(shown).toContain("By barcode —");
    expect(html).toMatch(/action="\/downloadCenter\/records\/8\/redownload"/);
    expect(html).toMatch(/action="\/downloadCenter\/records\/9\/redownload"[^]*Generate again<span class="sr-only">: By barcode, 27 Nov 2026, 10:15 CET<\/span>/);
    expect(html).not.toContain("/send");
  });
});

describe("RecordsLiveRegion", () => {
  it("is in the page from the first render, polite and empty", async () => {
    expect(await render(<RecordsLiveRegion records={[base]} />)).toBe('<p id="records-live" aria-live="polite" aria-atomic="true" class="sr-only"></p>');
  });
});

describe("FunctionGuide", () => {
  it("is a disclosure holding the whole guide before JavaScript", async () => {
    const html = await render(<FunctionGuide fileDays={7} recordDays={30} />);
    expect(html).toMatch(/^<details[^>]*><summary[^>]*>How the download centre works<\/summary>/);
    expect(text(html)).toContain("Each file can be downloaded for 7 days; the record is kept 30 days");
    expect(html).not.toContain("<dialog");
  });
});

describe("the request forms", () => {
  const categories = [{ id: 1, name: "Kitchen", children: [{ id: 2, name: "Kettles", children: [{ id: 3, name: "Glass kettles", children: [] }] }] }];

  it("by category: one select over the three levels, required-first choice, what to include with its defaults", async () => {
    const html = await render(<CategoryForm categories={categories} reply={null} approved={false} busy={false} />);
    expect(html).toMatch(/<form method="post" action="\/downloadCenter" id="category"[^>]*><input type="hidden" name="intent" value="category"\/>/);
    expect(html).toContain('<option value="">Choose a category</option><option value="1">Kitchen</option><option value="2">\u00a0\u00a0\u00a0– Kettles</option><option value="3">\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0– Glass kettles</option>');
    expect(html).toMatch(/id="category-include-images" type="checkbox" name="include"[^>]* checked="" value="images"/);
    expect(html).not.toMatch(/id="category-include-documents"[^>]*checked/);
    expect(html).toMatch(/id="category-video-none" type="radio" name="video"[^>]* checked="" value="none"/);
    expect(html).not.toMatch(/id="category-unwatermarked"[^>]*checked/);
  });

  it("by category, refused: the message beside the select and the boxes as they were sent; other forms untouched", async () => {
    const reply = {
      status: "error" as const,
      initialValue: { intent: "category", category: "", include: ["documents"], video: "high", unwatermarked: "on" },
      error: { category: ["downloads:problems.noCategory"], unwatermarked: ["downloads:problems.underReview"] },
    };
    const html = await render(
      <>
        <CategoryForm categories={categories} reply={reply} approved={false} busy={false} />
        <CartForm cartLines={2} reply={reply} approved={false} busy={false} />
      </>,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(text(html)).toContain("Select a category before generating downloads.");
    expect(text(html)).toContain("The file is under review: images without the watermark can be downloaded once your request is approved.");
    expect(html).toMatch(/id="category-include-documents"[^>]*checked=""/);
    expect(html).not.toMatch(/id="category-include-images"[^>]*checked/);
    expect(html).toMatch(/id="category-video-high"[^>]*checked=""/);
    expect(html).toMatch(/id="cart-include-images"[^>]*checked=""/);
    expect(html).toMatch(/id="cart-video-none"[^>]*checked=""/);
  });

  it("by barcode: one multipart form with a file and typed barcodes; a refusal keeps what was typed", async () => {
    const reply = { status: "error" as const, initialValue: { intent: "barcodes", barcodes: "8435000000017, 12" }, error: { barcodes: ["downloads:barcodeProblems.tooMany|{\"max\":500}"] } };
    const html = await render(<BarcodeForm maxBarcodes={500} reply={reply} approved={true} busy={false} />);
    expect(html).toMatch(/<form method="post" action="\/downloadCenter" encType="multipart\/form-data" id="barcodes"/);
    expect(html).toContain('id="barcodes-file" name="file" type="file"');
    expect(html).toContain(">8435000000017, 12</textarea>");
    expect(text(html)).toContain("At most 500 barcodes can be packaged at once.");
    expect(text(html)).toContain("At most 1 MB and 500 barcodes");
  });

  it("from the cart: the count and the form, or only the empty cart and the history link", async () => {
    const full = text(await render(<CartForm cartLines={3} reply={null} approved={false} busy={false} />));
    expect(full).toContain("Your cart holds 3 products.");
    expect(full).toContain("Generate downloads from the cart");
    const empty = await render(<CartForm cartLines={0} reply={null} approved={false} busy={false} />);
    expect(text(empty)).toContain("Your cart is empty.");
    expect(empty).not.toContain("<form");
    expect(empty).toContain('href="/downloadCenter/records?source=cart"');
  });

  it("a refusal of the whole form is shown in its section", async () => {
    const reply = { status: "error" as const, initialValue: { intent: "cart" }, error: { "": ["downloads:problems.tooManyGenerating|{\"max\":2}"] } };
    const html = await render(<CartForm cartLines={3} reply={reply} approved={false} busy={false} />);
    expect(html).toContain('<p id="cart-error" class="mt-1 text-sm font-medium text-red-700">2 packages are already being generated. Wait until one is done, then try again.</p>');
  });
});

describe("unwatermarked images", () => {
  it.each([
    [{ status: "none", date: null, reason: null }, "You have not requested unwatermarked images."],
    [{ status: "review", date: "27 Nov 2026", reason: null }, "Under review: your request of 27 Nov 2026 is being reviewed."],
    [{ status: "approved", date: "28 Nov 2026", reason: null }, "Approved on 28 Nov 2026: you can download images without the watermark."],
    [{ status: "refused", date: "28 Nov 2026", reason: "No shop address given" }, "Review failed on 28 Nov 2026. You may send the request again. Reason: No shop address given"],
  ] as const)("%j", async (permission, sentence) => {
    expect(text(await render(<PermissionStatus permission={permission} />)).trim()).toBe(sentence);
  });

  it("the form: purpose as radio buttons, a note with its limit; send again after a refusal; a refusal keeps the choice", async () => {
    const reply = { status: "error" as const, initialValue: { purpose: "customers", note: "x".repeat(10) }, error: { note: ["downloads:permission.problems.noteTooLong|{\"max\":500}"] } };
    const html = await render(<PermissionForm permission={{ status: "refused", date: "28 Nov 2026", reason: null }} reply={reply} noteMax={500} busy={false} />);
    expect(html).toMatch(/<form method="post" action="\/downloadCenter\/unwatermarked" id="unwatermarked"/);
    expect(html).toMatch(/id="unwatermarked-purpose-customers"[^>]*checked=""/);
    expect(text(html)).toContain("The note must be 500 characters or fewer.");
    expect(html).toContain('maxLength="500"');
    expect(text(html)).toContain("Send the request again");
  });
});
