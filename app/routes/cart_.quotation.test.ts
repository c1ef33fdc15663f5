import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, products } from "~/db/schema";
import { formatDate } from "~/domain/date-time";
import { formatMoney } from "~/domain/money";
import { addDays, dayInZone } from "~/domain/price-lists";
import { timeZoneForCountry } from "~/domain/date-time";
import { setCartQuantity } from "~/services/cart/cart.server";
import { checkoutView } from "~/services/ordering/order-submit.server";
import { pdfText } from "~tests/support/pdf-text";
import { getViewer } from "~/services/identity/auth.server";
import { requireActor } from "~/services/identity/actor.server";
import { chooseClient } from "~/services/identity/salesman-clients.server";
import { accountId, actorFor, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { findDemoProducts } from "../../scripts/demo/states";
import { loader } from "./cart_.quotation";

// The cart's quotation (decision 0113): the confirm page's review as a PDF valid 14 days.

/** A salesman's session acting for a client: its cookie, and the actor his pages get. */
async function salesmanCookie(clientEmail: string) {
  const cookie = await sessionCookieFor("sales@demo.test");
  const viewer = await getViewer(getRequest("/", { cookie }), contextFor());
  await chooseClient({ salesmanId: viewer!.accountId, sessionId: viewer!.sessionId, clientAccountId: await accountId(clientEmail) });
  return { cookie, actor: await requireActor(getRequest("/", { cookie }), contextFor()) };
}

async function download(email: string | null) {
  const cookie = email ? await sessionCookieFor(email) : undefined;
  return settle(() => loader({ request: getRequest("/cart/quotation", { cookie }), context: contextFor(), params: {} }));
}

async function raw(email: string) {
  return (await loader({ request: getRequest("/cart/quotation", { cookie: await sessionCookieFor(email) }), context: contextFor(), params: {} })) as Response;
}

/** An orderable quantity of a plain product in the buyer's cart, the only line. */
async function fillCart(email: string) {
  const actor = await actorFor(email);
  await db().delete(cartItems).where(eq(cartItems.accountId, actor.accountId));
  const [id] = await findDemoProducts(db(), "aigostar", "normal");
  const [product] = await db().select({ min: products.minOrderQty, multiple: products.saleDouble, barcode: products.barcode }).from(products).where(eq(products.id, id!));
  const multiple = Math.max(1, product!.multiple);
  const quantity = Math.ceil(Math.max(1, product!.min) / multiple) * multiple;
  const result = await setCartQuantity(actor, id!, quantity);
  expect(result.ok).toBe(true);
  return { actor, barcode: product!.barcode };
}

describe("GET /cart/quotation", () => {
  it("answers the ticked cart as a PDF with the confirm page's prices and totals, valid 14 days", async () => {
    const { actor, barcode } = await fillCart("buyer.de@demo.test");
    const response = await raw("buyer.de@demo.test");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const day = dayInZone(new Date(), timeZoneForCountry(actor.countryCode));
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="quotation-${day}.pdf"`);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const view = await checkoutView(actor, { lng: "de" });
    expect(text).toContain("Angebot");
    expect(text).toContain(`Gültig bis: ${formatDate(addDays(day, 14), "de")}`);
    expect(text).toContain(actor.companyName);
    expect(text).toContain(barcode);
    expect(text).toContain(formatMoney(view.lines[0]!.unitMinor, "EUR", "de"));
    expect(text).toContain(formatMoney(view.totals.totalMinor, "EUR", "de"));
  });

  it("says so with a readable 409 page when nothing ticked can be ordered", async () => {
    await db().delete(cartItems).where(eq(cartItems.accountId, await accountId("buyer.it@demo.test")));
    const answer = await download("buyer.it@demo.test");
    expect(answer.status).toBe(409);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(String(answer.data)).toContain('href="/cart"');
  });

  it("a salesman's quotation is his client's cart, prepared by him", async () => {
    await fillCart("buyer.gb@demo.test");
    const { actor, cookie } = await salesmanCookie("buyer.gb@demo.test");
    const response = (await loader({ request: getRequest("/cart/quotation", { cookie }), context: contextFor(), params: {} })) as Response;
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(actor.companyName);
    expect(text).toMatch(/\(salesman\)/);
  });

  it("guards: anonymous to sign-in, staff 403", async () => {
    const anonymous = await download(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/cart/quotation")}`);
    expect((await download("service@demo.test")).status).toBe(403);
    expect((await download("admin@demo.test")).status).toBe(403);
  });
});
