import { formatDate, timeZoneForCountry } from "~/domain/date-time";
import { formatCount, formatMoney, formatScaled } from "~/domain/money";
import { QUOTATION_VALID_DAYS, addDays, dayInZone } from "~/domain/price-lists";
import { getFixedT } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Actor } from "~/services/identity/actor.server";
import { pdfTable, startPdf } from "~/services/platform/pdf.server";
import { type CheckoutGroup, type CheckoutLine, type CheckoutReview, type OutletLine, reviewCheckout } from "./checkout-review.server";
import { minimumsOf, taxRateOf } from "./order-submit.server";

/**
 * The quotation of the acting account's cart (decision 0113): what the confirm page's review
 * (reviewCheckout, with the country's tax and the brands' minimums) would order today, as a PDF
 * valid QUOTATION_VALID_DAYS days. Nothing is stored.
 */

export type Quotation = {
  review: CheckoutReview;
  currency: string;
  companyName: string;
  /** The buyer, or the salesman who prepared it for the client. */
  preparedBy: { name: string; salesman: boolean };
  day: string;
  validUntil: string;
  lng: Language;
};

/** The cart's review for a quotation; null when the order would take nothing. */
export async function cartQuotation(actor: Actor, { lng, preparedBy, now = new Date() }: { lng: Language; preparedBy: { name: string; salesman: boolean }; now?: Date }): Promise<Quotation | null> {
  const [taxRateBp, brandMinimums] = await Promise.all([taxRateOf(actor.countryCode), minimumsOf(actor.currency)]);
  const review = await reviewCheckout(actor, { lng, now, taxRateBp, brandMinimums });
  if (review.lines.length === 0 && review.outlet.length === 0 && review.groups.every((group) => group.lines.length === 0)) return null;
  const day = dayInZone(now, timeZoneForCountry(actor.countryCode));
  return { review, currency: actor.currency, companyName: actor.companyName, preparedBy, day, validUntil: addDays(day, QUOTATION_VALID_DAYS), lng };
}

/** A group's heading: a combination's name, sets, set price and tier; a pallet's name and type. */
function groupTitle(t: ReturnType<typeof getFixedT>, group: CheckoutGroup, money: (minor: number) => string, lng: Language): string {
  if (group.kind === "pallet") return t("orders:group.pallet", { name: group.name, type: group.typeName });
  const sets = t("orders:group.combination", { name: group.name, count: group.sets, price: money(group.setUnitMinor) });
  return group.tierBp > 0 ? `${sets} · ${t("orders:group.tier", { rate: formatScaled(group.tierBp, 2, lng, 0) })}` : sets;
}

/** The quotation as a PDF: heading with the dates, the lines by group, what is not included, the totals. */
export function quotationPdf(quotation: Quotation, { brandName, compress = true }: { brandName: string; compress?: boolean }): Promise<Buffer> {
  const { review, lng } = quotation;
  const t = getFixedT(lng, ["pricelists", "orders", "cart", "outlet"]);
  const pdf = startPdf({ compress, info: { Title: `${t("quotation.title")} ${quotation.day}`, Author: brandName, Subject: quotation.companyName } });
  const { doc, withFont, done } = pdf;
  const money = (minor: number) => formatMoney(minor, quotation.currency, lng);
  doc.fontSize(20).text(withFont(brandName, true));
  doc.fontSize(16).text(withFont(t("quotation.title"), true), { align: "right" });
  doc.moveDown(0.5).fontSize(10);
  const facts = [
    t("file.account", { name: quotation.companyName }),
    quotation.preparedBy.salesman ? t("quotation.preparedBySalesman", { name: quotation.preparedBy.name }) : t("quotation.preparedBy", { name: quotation.preparedBy.name }),
    t("file.date", { date: formatDate(quotation.day, lng) }),
  ];
  for (const line of facts) doc.text(withFont(line));
  doc.text(withFont(t("quotation.validUntil", { date: formatDate(quotation.validUntil, lng) }), true));
  doc.moveDown(0.3).fontSize(9).text(withFont(t("quotation.note")));
  doc.moveDown(0.8);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const table = pdfTable(pdf, [
    { key: "barcode", label: t("orders:field.barcode"), width: 90, align: "left" },
    { key: "name", label: t("orders:field.product"), width: width - 90 - 50 - 80 - 85, align: "left" },
    { key: "quantity", label: t("orders:field.quantity"), width: 50, align: "right" },
    { key: "unit", label: t("orders:field.unitPrice"), width: 80, align: "right" },
    { key: "total", label: t("orders:field.lineTotal"), width: 85, align: "right" },
  ]);
  const line = (item: CheckoutLine) =>
    table.row({ barcode: item.barcode, name: item.outletLotId === null ? item.name : `${item.name} (${t("outlet:cart.mark", { grade: (item as OutletLine).grade })})`, quantity: formatCount(item.quantity, lng), unit: money(item.unitMinor), total: money(item.lineTotalMinor) });
  doc.fontSize(9);
  table.header();
  for (const item of [...review.lines, ...review.outlet]) line(item);
  for (const group of review.groups) {
    if (group.lines.length === 0) continue;
    doc.text(withFont(groupTitle(t, group, money, lng), true), left, doc.y, { width });
    doc.y += 2;
    for (const item of group.lines) line(item);
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.y += 8;

  const { totals } = review;
  const rows: [string, string, boolean][] = [
    [t("orders:field.subtotal"), money(totals.subtotalMinor), false],
    [t("orders:field.discount"), money(totals.discountMinor), false],
    ...(totals.reductionMinor > 0 ? [[t("orders:field.reduction"), `−${money(totals.reductionMinor)}`, false] as [string, string, boolean]] : []),
    [t("orders:field.taxRate", { rate: formatScaled(totals.taxRateBp, 2, lng, 0) }), money(totals.taxMinor), false],
    [t("orders:field.total"), money(totals.totalMinor), true],
  ];
  doc.fontSize(10);
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc.text(withFont(label, bold), left + width - 260, y, { width: 160, align: "right" });
    doc.text(withFont(value, bold), left + width - 95, y, { width: 95, align: "right" });
  }
  if (review.excluded.length > 0) {
    doc.moveDown().fontSize(10).text(withFont(t("quotation.notIncluded"), true), left, doc.y, { width });
    doc.fontSize(9);
    for (const item of review.excluded) {
      const { key, ...values } = item.issue;
      doc.text(withFont(`${item.barcode} ${item.name} × ${formatCount(item.quantity, lng)}: ${t(`cart:errors.${key}`, values)}`), left, doc.y, { width });
    }
  }
  if (review.unticked > 0) {
    doc.moveDown().fontSize(9).text(withFont(t("quotation.unticked", { count: review.unticked })), left, doc.y, { width });
  }
  doc.end();
  return done;
}
