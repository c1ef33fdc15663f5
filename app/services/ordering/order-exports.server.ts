import ExcelJS from "exceljs";
import { formatDateTime } from "~/domain/date-time";
import { formatCount, formatMoney, formatScaled, minorToDecimalString } from "~/domain/money";
import { readCancelReason } from "~/domain/order-status";
import { getFixedT } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { type OrderDetail, type OrderGroupView, type OrderSummary, orderSections } from "./orders.server";
import { CHINA_MERGE_EXTRA_DAYS } from "~/domain/combined-orders";
import { pdfTable, startPdf } from "~/services/platform/pdf.server";

type Translate = ReturnType<typeof getFixedT>;

/** A group's heading row (order detail, invoice): a combination's name, sets, set price and tier; a pallet's name and type. */
export function groupHeading(t: Translate, group: OrderGroupView, money: (minor: number) => string, lng: Language): string {
  if (group.kind === "pallet") return t("group.pallet", { name: group.name, type: group.palletType ?? "" });
  const sets = t("group.combination", { name: group.name, count: group.sets ?? 0, price: money(group.setUnitMinor ?? 0) });
  return group.tierBp > 0 ? `${sets} · ${t("group.tier", { rate: formatScaled(group.tierBp, 2, lng, 0) })}` : sets;
}

/** What "merge the order" means for the order, in a sentence (order detail, invoice). */
export const chinaMergeText = (t: Translate) => t("detail.chinaMerged", { days: CHINA_MERGE_EXTRA_DAYS });

// ------------------------------------------------------------------ the order list as .xlsx

/** "2026-11-23 16:05" in the time zone: sortable text that reads the same in every language. */
function sortableDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Money cells hold the amount in major units (a spreadsheet's number), from the exact decimal string. */
const major = (minor: number) => Number(minorToDecimalString(minor));

/**
 * The order list as a workbook: one row per order with localized headers and status names; amounts
 * are numbers with two decimals and the currency in its own column.
 */
export async function ordersWorkbook(items: OrderSummary[], { lng, timeZone }: { lng: Language; timeZone: string }): Promise<Buffer> {
  const t = getFixedT(lng, "orders");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Wholesale shop";
  const sheet = workbook.addWorksheet(t("excel.sheet").replace(/[\\/*?:[\]]/g, " ").slice(0, 31));
  sheet.columns = [
    { header: t("field.orderNumber"), key: "orderNumber", width: 18 },
    { header: t("field.date"), key: "date", width: 18 },
    { header: t("field.status"), key: "status", width: 14 },
    { header: t("field.items"), key: "items", width: 10 },
    { header: t("field.quantity"), key: "quantity", width: 10 },
    { header: t("field.subtotal"), key: "subtotal", width: 14, style: { numFmt: "#,##0.00" } },
    { header: t("field.discount"), key: "discount", width: 14, style: { numFmt: "#,##0.00" } },
    { header: t("field.tax"), key: "tax", width: 14, style: { numFmt: "#,##0.00" } },
    { header: t("field.total"), key: "total", width: 14, style: { numFmt: "#,##0.00" } },
    { header: t("field.currency"), key: "currency", width: 10 },
    { header: t("field.placedBy"), key: "placedBy", width: 28 },
    // Added after the first columns, so that a sheet read by position keeps its columns (decision 0108).
    { header: t("field.reduction"), key: "reduction", width: 14, style: { numFmt: "#,##0.00" } },
    { header: t("field.chinaMerge"), key: "chinaMerge", width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const item of items) {
    sheet.addRow({
      orderNumber: item.orderNumber,
      date: sortableDateTime(item.createdAt, timeZone),
      status: t(`status.${item.status}`),
      items: item.items,
      quantity: item.quantity,
      subtotal: major(item.subtotalMinor),
      discount: major(item.discountMinor),
      reduction: major(item.reductionMinor),
      tax: major(item.taxMinor),
      total: major(item.totalMinor),
      currency: item.currency,
      placedBy: item.placedBy.bySalesman ? t("placedBy.salesman", { name: item.placedBy.name }) : item.placedBy.name,
      chinaMerge: item.chinaMerge ? t("excel.merged") : "",
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ------------------------------------------------------------------ the invoice as PDF

export type InvoiceInput = { order: OrderDetail; lng: Language; timeZone: string; brandName: string; compress?: boolean };

/** The invoice of an order in the language and the order's currency: seller, buyer, address, lines and amounts. */
export function invoicePdf({ order, lng, timeZone, brandName, compress = true }: InvoiceInput): Promise<Buffer> {
  const t = getFixedT(lng, "orders");
  const pdf = startPdf({ compress, info: { Title: `${t("invoice.title")} ${order.invoiceNumber ?? ""}`.trim(), Author: brandName, Subject: order.orderNumber } });
  const { doc, withFont, done } = pdf;
  const money = (minor: number) => formatMoney(minor, order.currency, lng);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(20).text(withFont(brandName, true), left, 50);
  doc.fontSize(16).text(withFont(t("invoice.title"), true), { align: "right" });
  doc.moveDown(0.5).fontSize(10);
  const facts: [string, string][] = [
    [t("field.invoiceNumber"), order.invoiceNumber ?? "—"],
    [t("field.orderNumber"), order.orderNumber],
    [t("invoice.date"), formatDateTime(order.createdAt.toISOString(), lng, timeZone)],
    [t("field.status"), t(`status.${order.status}`)],
  ];
  const reason = readCancelReason(order.cancelReason);
  if (reason) facts.push([t("field.cancelReason"), `${t(`cancel.reason.${reason.reason}`)}${reason.text ? `: ${reason.text}` : ""}`]);
  for (const [label, value] of facts) {
    doc.text(withFont(`${label}: ${value}`));
  }

  const top = doc.y + 12;
  const column = (width - 20) / 2;
  doc.fontSize(11).text(withFont(t("invoice.seller"), true), left, top, { width: column });
  doc.fontSize(10).text(withFont(brandName), { width: column });
  const sellerBottom = doc.y;
  const a = order.shippingAddress;
  const buyerLines = [
    order.companyName,
    order.vatNumber ? t("invoice.vat", { vat: order.vatNumber }) : null,
    "",
    `${t("field.shippingAddress")}:`,
    a.companyName,
    a.fullName,
    a.address,
    [a.postalCode, a.city, a.province].filter(Boolean).join(" "),
    a.countryCode,
    a.telephone,
  ].filter((line): line is string => line !== null);
  doc.fontSize(11).text(withFont(t("invoice.buyer"), true), left + column + 20, top, { width: column });
  doc.fontSize(10);
  for (const line of buyerLines) doc.text(withFont(line), left + column + 20, doc.y, { width: column });
  doc.y = Math.max(doc.y, sellerBottom) + 16;

  // The lines: barcode, name, quantity, unit price, line total.
  const cols = [
    { key: "barcode", label: t("field.barcode"), width: 90, align: "left" as const },
    { key: "name", label: t("field.product"), width: width - 90 - 50 - 80 - 85, align: "left" as const },
    { key: "quantity", label: t("field.quantity"), width: 50, align: "right" as const },
    { key: "unit", label: t("field.unitPrice"), width: 80, align: "right" as const },
    { key: "total", label: t("field.lineTotal"), width: 85, align: "right" as const },
  ];
  const { row, header } = pdfTable(pdf, cols);
  doc.fontSize(9);
  header();
  for (const section of orderSections(order.lines, order.groups)) {
    // A group's heading row spans the line: its name and terms, its lines under it.
    if (section.group) {
      doc.text(withFont(groupHeading(t, section.group, money, lng), true), left, doc.y, { width });
      doc.y += 2;
    }
    for (const line of section.lines) {
      row({ barcode: line.barcode, name: line.name, quantity: formatCount(line.quantity, lng), unit: money(line.unitMinor), total: money(line.lineTotalMinor) });
    }
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 8;

  const totals: [string, string, boolean][] = [
    [t("field.subtotal"), money(order.subtotalMinor), false],
    [t("field.discount"), money(order.discountMinor), false],
    ...(order.reductionMinor > 0 ? [[t("field.reduction"), `−${money(order.reductionMinor)}`, false] as [string, string, boolean]] : []),
    [t("field.taxRate", { rate: formatScaled(order.taxRateBp, 2, lng, 0) }), money(order.taxMinor), false],
    [t("field.total"), money(order.totalMinor), true],
  ];
  doc.fontSize(10);
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc.text(withFont(label, bold), left + width - 260, y, { width: 160, align: "right" });
    doc.text(withFont(value, bold), left + width - 95, y, { width: 95, align: "right" });
  }
  if (order.chinaMerge) {
    doc.moveDown();
    doc.text(withFont(`${t("field.chinaMerge")}: ${chinaMergeText(t)}`), left, doc.y, { width });
  }
  if (order.note) {
    doc.moveDown();
    doc.text(withFont(`${t("field.note")}: ${order.note}`), left, doc.y, { width });
  }
  doc.end();
  return done;
}

/** A file name made of safe characters only (the order number may hold letters, digits and dashes). */
export function downloadName(base: string, extension: string): string {
  return `${base.replace(/[^A-Za-z0-9-]/g, "_").slice(0, 60)}.${extension}`;
}
