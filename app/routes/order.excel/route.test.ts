import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { contextFor, getRequest, sessionCookieFor } from "~tests/support/requests";
import { loader } from "./route";

async function download(email: string, search = "", headers: Record<string, string> = {}) {
  const cookie = await sessionCookieFor(email);
  return (await loader({ request: getRequest(`/order/excel${search}`, { cookie, headers }), context: contextFor(), params: {} })) as Response;
}

async function sheetOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe("GET /order/excel", () => {
  it("answers an .xlsx of the account's orders in its language (French here), with a file name and no caching", async () => {
    const response = await download("buyer.fr@demo.test");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{8}\.xlsx"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { rows } = await sheetOf(response);
    expect(rows[0]).toEqual(["Numéro de commande", "Date", "Statut", "Articles", "Quantité", "Sous-total", "Remise", "Taxe", "Total", "Devise", "Passée par", "Remise sur montant", "Expédition depuis la Chine"]);
    expect(rows).toHaveLength(9);
    const first = rows[1]!;
    expect(first[0]).toMatch(/^SO\d{12}$/);
    expect(first[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(first[2]).toBe("Soumise");
    expect(first[9]).toBe("EUR");
    const [subtotal, discount, tax, total] = first.slice(5, 9) as number[];
    // The full reduction (decision 0108) comes off the net before tax.
    const reduction = first[11] as number;
    expect(Math.round((subtotal! - discount! - reduction + tax!) * 100)).toBe(Math.round(total! * 100));
    expect(rows[2]![10]).toBe("Sofía Navarro (commercial)");
  });

  it("applies the list's filter", async () => {
    const { rows } = await sheetOf(await download("buyer.fr@demo.test", "?status=shipped&period=threeMonths"));
    expect(rows.slice(1).map((row) => row[2])).toEqual(["Expédiée"]);
    const week = await sheetOf(await download("buyer.fr@demo.test", "?period=week"));
    expect(week.rows).toHaveLength(3);
  });

  it("uses the user's language for the headers, statuses and sheet name", async () => {
    const { name, rows } = await sheetOf(await download("buyer.pl@demo.test", "?status=cancelled"));
    expect(name).toBe("Zamówienia");
    expect(rows[0]![0]).toBe("Numer zamówienia");
    expect(rows[1]![2]).toBe("Anulowane");
    expect(rows[1]![9]).toBe("PLN");
  });

  it("holds only the account's own orders", async () => {
    const fr = await sheetOf(await download("buyer.fr@demo.test"));
    const de = await sheetOf(await download("buyer.de@demo.test"));
    const mine = new Set(fr.rows.slice(1).map((row) => row[0]));
    expect(de.rows.slice(1).some((row) => mine.has(row[0]))).toBe(false);
  });
});
