import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messages, products, stock } from "~/db/schema";
import { subscribeArrivalNotice } from "~/services/catalogue/arrival-notices.server";
import { accountId } from "~tests/support/requests";
import { EXIT } from "./accounts-cli";
import { findDemoProducts } from "./demo/states";
import { runStockCommand } from "./stock-cli";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe("npm run stock -- restock", () => {
  it("adds stock by barcode and mails the waiting subscribers once", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "soldOut");
    const [product] = await db().select({ barcode: products.barcode }).from(products).where(eq(products.id, productId!));
    const buyer = await accountId("buyer.nl@demo.test");
    await subscribeArrivalNotice({ accountId: buyer, salesmanId: null }, { productId: productId!, brandKey: "aigostar", email: "inkoop@huis.example", quantity: 8, lng: "en" });
    const run = capture();
    expect(await runStockCommand(["restock", product!.barcode, "120"], run.io)).toBe(EXIT.ok);
    expect(run.out).toEqual([`Restocked ${product!.barcode}: 120 available; 1 arrival notice queued for mailing.`]);
    const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId!));
    expect(row!.available).toBe(120);
    const mails = await db().select().from(messages).where(eq(messages.accountId, buyer));
    expect(mails.filter((mail) => mail.kind === "arrivalNotice").map((mail) => mail.toEmail)).toEqual(["inkoop@huis.example"]);
    const again = capture();
    expect(await runStockCommand(["restock", product!.barcode, "1"], again.io)).toBe(EXIT.ok);
    expect(again.out).toEqual([`Restocked ${product!.barcode}: 121 available; 0 arrival notices queued for mailing.`]);
  });

  it.each([
    [[], EXIT.usage],
    [["restock"], EXIT.usage],
    [["restock", "123"], EXIT.usage],
    [["restock", "123", "0"], EXIT.usage],
    [["restock", "123", "-5"], EXIT.usage],
    [["restock", "123", "1000000"], EXIT.usage],
    [["restock", "123", "x"], EXIT.usage],
    [["remove", "123", "5"], EXIT.usage],
    [["restock", "0000000000000", "5"], EXIT.failed],
  ])("%j → exit %i with a message", async (argv, code) => {
    const run = capture();
    expect(await runStockCommand(argv, run.io)).toBe(code);
    expect(run.err.length).toBeGreaterThan(0);
  });
});
