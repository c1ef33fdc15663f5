import { describe, expect, it } from "vitest";
import { contextFor, getRequest, settle } from "~tests/support/requests";
import { loader as successTipsLoader } from "../successTips/route";
import { loader } from "./route";

describe("the confirmation screens (public)", () => {
  it("/successEmail tells the visitor to check the mail", async () => {
    const reply = await settle(() => loader({ request: getRequest("/successEmail"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ title: "Check your email – Aigostar" });
  });

  it("/successTips says the address is confirmed, in the visitor's language", async () => {
    const reply = await settle(() =>
      successTipsLoader({ request: getRequest("/successTips", { headers: { "Accept-Language": "de-DE" } }), context: contextFor(), params: {} }),
    );
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ title: "E-Mail-Adresse bestätigt – Aigostar" });
  });
});
