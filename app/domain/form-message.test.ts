import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { type Message, messageRef, messageText, readMessage } from "./form-message";

describe("message references", () => {
  it.each([
    [{ key: "cart:errors.goodsId" }, "cart:errors.goodsId"],
    [{ key: "cart:errors.goodsId", values: {} }, "cart:errors.goodsId"],
    [{ key: "cart:errors.minimum", values: { minimum: 6 } }, 'cart:errors.minimum|{"minimum":6}'],
    [{ key: "orders:cancel.errors.wrongState", values: { status: "shipped" } }, 'orders:cancel.errors.wrongState|{"status":"shipped"}'],
  ] as [Message, string][])("writes %j as %s and reads it back", (message, ref) => {
    expect(messageRef(message)).toBe(ref);
    const back = readMessage(ref);
    expect(back.key).toBe(message.key);
    expect(back.values ?? {}).toEqual(message.values ?? {});
  });

  it("reads a bare key, a broken value part and values of other types as safely as it can", () => {
    expect(readMessage("profile:validation.language.choose")).toEqual({ key: "profile:validation.language.choose" });
    expect(readMessage("x|{not json")).toEqual({ key: "x|{not json" });
    expect(readMessage('x|[1,2]')).toEqual({ key: 'x|[1,2]' });
    expect(readMessage('x|{"a":1,"b":{"c":2},"d":"e"}')).toEqual({ key: "x", values: { a: 1, d: "e" } });
  });

  it("translates with the values, nesting a translated value where the text asks for it", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en",
      resources: {
        en: {
          cart: { errors: { minimum: "Order at least {{minimum}}." } },
          orders: { status: { shipped: "shipped" }, cancel: { errors: { wrongState: "This order is $t(orders:status.{{status}})." } } },
        },
      },
    });
    expect(messageText(i18n.t, messageRef({ key: "cart:errors.minimum", values: { minimum: 6 } }))).toBe("Order at least 6.");
    expect(messageText(i18n.t, messageRef({ key: "orders:cancel.errors.wrongState", values: { status: "shipped" } }))).toBe("This order is shipped.");
  });
});
