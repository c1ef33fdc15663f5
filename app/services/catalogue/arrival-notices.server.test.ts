import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, arrivalNotices, messages, stock } from "~/db/schema";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId } from "~tests/support/requests";
import { restockByBarcode, restockProduct, subscribeArrivalNotice } from "./arrival-notices.server";
import { noticeProduct } from "./arrival-notices.server";

const subscribe = (account: number, productId: number, email: string, quantity: number) =>
  subscribeArrivalNotice({ accountId: account, salesmanId: null }, { productId, brandKey: "aigostar", email, quantity, lng: "en" });

describe("restockProduct", () => {
  it("adds the stock and notifies each waiting subscriber once: a message row and a mail in their language", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "replenishment");
    const de = await accountId("buyer.de@demo.test");
    const fr = await accountId("buyer.fr@demo.test");
    await db().update(accounts).set({ language: "de" }).where(eq(accounts.id, de));
    await subscribe(de, productId!, "einkauf@becker.example", 24);
    await subscribe(fr, productId!, "achats@maison.example", 6);
    const before = await db().select({ id: messages.id }).from(messages);

    const result = await restockProduct(productId!, 50);
    expect(result).toEqual({ available: 50, notified: 2 });
    const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId!));
    expect(row!.available).toBe(50);

    const mails = (await db().select().from(messages)).filter((mail) => !before.some((old) => old.id === mail.id));
    expect(mails.map((mail) => [mail.accountId, mail.kind, mail.toEmail]).sort()).toEqual(
      [
        [de, "arrivalNotice", "einkauf@becker.example"],
        [fr, "arrivalNotice", "achats@maison.example"],
      ].sort(),
    );
    const german = mails.find((mail) => mail.accountId === de)!;
    expect(german.subject).toContain("wieder auf Lager");
    expect(german.body).toContain("24");
    expect(german.body).toContain("50");

    const notices = await db().select().from(arrivalNotices).where(eq(arrivalNotices.productId, productId!));
    expect(notices.every((notice) => notice.notifiedAt !== null && notice.messageId !== null)).toBe(true);

    // A second delivery of stock notifies nobody again.
    expect(await restockProduct(productId!, 10)).toEqual({ available: 60, notified: 0 });
    expect((await db().select({ id: messages.id }).from(messages)).length).toBe(before.length + 2);
    // In stock now: no new subscription is taken.
    expect((await noticeProduct({ productId: productId!, brandKey: "aigostar", lng: "en" }))!.accepts).toBe(false);
  });

  it("after a notice, the product sold out again takes a new subscription (the notified one stays as history)", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "soldOut");
    const es = await accountId("buyer.es@demo.test");
    await subscribe(es, productId!, "compras@levante.example", 5);
    await restockProduct(productId!, 3);
    await db().update(stock).set({ available: 0 }).where(eq(stock.productId, productId!));
    expect(await subscribe(es, productId!, "compras@levante.example", 7)).toMatchObject({ status: "created" });
    expect(await db().select().from(arrivalNotices).where(eq(arrivalNotices.accountId, es))).toHaveLength(2);
  });

  it("refuses a quantity that is not a whole number above 0, and finds products by barcode", async () => {
    const [productId] = await findDemoProducts(db(), "aigostar", "soldOut");
    await expect(restockProduct(productId!, 0)).rejects.toThrow(RangeError);
    await expect(restockProduct(productId!, 1.5)).rejects.toThrow(RangeError);
    expect(await restockByBarcode("0000000000000", 5)).toBeNull();
  });
});
