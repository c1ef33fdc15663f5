import ExcelJS from "exceljs";
import { formatDate, formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatCount, formatMoney, minorToDecimalString } from "~/domain/money";
import { type PriceListFormat, STOCK_STATE_KEYS } from "~/domain/price-lists";
import { getFixedT } from "~/i18n/i18n.server";
import { pdfTable, startPdf } from "~/services/platform/pdf.server";
import type { PriceList, PriceListRow } from "./price-lists.server";

/** The price list's files (decision 0113): the same columns in both, in the list's language. */

export const PRICE_LIST_CONTENT_TYPES: Record<PriceListFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

type Translate = ReturnType<typeof getFixedT>;

const translators = (list: PriceList) => ({ t: getFixedT(list.lng, "pricelists"), catalogue: getFixedT(list.lng, "catalogue") });

/** The heading lines: brand and title, the account, the selection, the date. */
function headingLines(t: Translate, list: PriceList): string[] {
  return [
    t("file.title", { brand: list.brandName }),
    t("file.account", { name: list.companyName }),
    list.categoryPath ? t("file.category", { path: list.categoryPath }) : t("file.wholeBrand", { brand: list.brandName }),
    t("file.date", { date: formatDate(list.day, list.lng) }),
    t("file.note"),
  ];
}

const major = (minor: number) => Number(minorToDecimalString(minor));

/** The promotion's end as the reader's date and time, in the account's zone ("" without one). */
const promotionText = (row: PriceListRow, list: PriceList, timeZone: string) => (row.promotionEndsAt ? formatDateTime(row.promotionEndsAt.toISOString(), list.lng, timeZone) : "");

/** The list as a workbook: the heading rows, a frozen header row, a row per product; amounts are numbers. */
export async function priceListWorkbook(list: PriceList, { countryCode }: { countryCode: string }): Promise<Buffer> {
  const { t, catalogue } = translators(list);
  const timeZone = timeZoneForCountry(countryCode);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = list.brandName;
  const sheet = workbook.addWorksheet(t("file.sheet").replace(/[\\/*?:[\]]/g, " ").slice(0, 31));
  const columns = [
    { key: "barcode", header: t("column.barcode"), width: 16 },
    { key: "model", header: t("column.model"), width: 16 },
    { key: "name", header: t("column.name"), width: 44 },
    { key: "unit", header: t("column.unitPrice"), width: 14 },
    { key: "list", header: t("column.listPrice"), width: 14 },
    { key: "currency", header: t("column.currency"), width: 10 },
    { key: "promotion", header: t("column.promotionUntil"), width: 24 },
    { key: "minimum", header: t("column.minimum"), width: 12 },
    { key: "multiple", header: t("column.multiple"), width: 12 },
    { key: "carton", header: t("column.carton"), width: 12 },
    { key: "state", header: t("column.state"), width: 16 },
    { key: "stock", header: t("column.stock"), width: 12 },
  ];
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
  const heading = headingLines(t, list);
  heading.forEach((line, index) => {
    sheet.getCell(index + 1, 1).value = line;
    if (index === 0) sheet.getCell(1, 1).font = { bold: true, size: 14 };
  });
  const headerRow = heading.length + 2;
  sheet.getRow(headerRow).values = columns.map((column) => column.header);
  sheet.getRow(headerRow).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: headerRow }];
  for (const row of list.rows) {
    const added = sheet.addRow({
      barcode: row.barcode,
      model: row.model,
      name: row.name,
      unit: row.unitMinor === null ? catalogue("price.zero") : major(row.unitMinor),
      list: row.listUnitMinor === null ? "" : major(row.listUnitMinor),
      currency: list.currency,
      promotion: promotionText(row, list, timeZone),
      minimum: row.minimum,
      multiple: row.multiple,
      carton: row.cartonQuantity,
      state: catalogue(STOCK_STATE_KEYS[row.state]),
      stock: row.stock,
    });
    added.getCell("barcode").numFmt = "@";
    for (const key of ["unit", "list"]) if (typeof added.getCell(key).value === "number") added.getCell(key).numFmt = "#,##0.00";
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The list as a PDF (A4 landscape): the heading, then the table with its header on every page. */
export function priceListPdf(list: PriceList, { countryCode, compress = true }: { countryCode: string; compress?: boolean }): Promise<Buffer> {
  const { t, catalogue } = translators(list);
  const timeZone = timeZoneForCountry(countryCode);
  const pdf = startPdf({ compress, layout: "landscape", margin: 36, info: { Title: t("file.title", { brand: list.brandName }), Author: list.brandName, Subject: list.companyName } });
  const { doc, withFont, done } = pdf;
  const money = (minor: number) => formatMoney(minor, list.currency, list.lng);
  const [title, ...facts] = headingLines(t, list);
  doc.fontSize(16).text(withFont(title!, true));
  doc.fontSize(9);
  for (const line of facts) doc.text(withFont(line));
  doc.moveDown(0.5);
  const table = pdfTable(
    pdf,
    [
      { key: "barcode", label: t("column.barcode"), width: 82, align: "left" },
      { key: "model", label: t("column.model"), width: 70, align: "left" },
      { key: "name", label: t("column.name"), width: 190, align: "left" },
      { key: "unit", label: t("column.unitPrice"), width: 72, align: "right" },
      { key: "list", label: t("column.listPrice"), width: 66, align: "right" },
      { key: "promotion", label: t("column.promotionUntil"), width: 78, align: "left" },
      { key: "minimum", label: t("column.minimum"), width: 40, align: "right" },
      { key: "multiple", label: t("column.multiple"), width: 40, align: "right" },
      { key: "carton", label: t("column.carton"), width: 40, align: "right" },
      { key: "state", label: t("column.state"), width: 62, align: "left" },
      { key: "stock", label: t("column.stock"), width: 44, align: "right" },
    ],
    { repeatHeader: true },
  );
  doc.fontSize(7.5);
  table.header();
  if (list.rows.length === 0) doc.text(withFont(t("file.empty")), table.left, doc.y);
  for (const row of list.rows) {
    table.row({
      barcode: row.barcode,
      model: row.model,
      name: row.name,
      unit: row.unitMinor === null ? catalogue("price.zero") : money(row.unitMinor),
      list: row.listUnitMinor === null ? "" : money(row.listUnitMinor),
      promotion: promotionText(row, list, timeZone),
      minimum: formatCount(row.minimum, list.lng),
      multiple: formatCount(row.multiple, list.lng),
      carton: formatCount(row.cartonQuantity, list.lng),
      state: catalogue(STOCK_STATE_KEYS[row.state]),
      stock: row.stock,
    });
  }
  doc.end();
  return done;
}

/** The file's name: brand, "price-list", the day and the format. */
export const priceListFileName = (list: PriceList, format: "xlsx" | "pdf") => `${list.brandName.replace(/[^A-Za-z0-9-]/g, "_").slice(0, 30)}-price-list-${list.day}.${format}`;
