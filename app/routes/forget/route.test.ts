import { describe, expect, it } from "vitest";
import { hit, rateLimitKey } from "~/services/platform/rate-limit.server";
import { latestLink, mailsOf } from "~tests/support/mail";
import { ORIGIN, accountId, contextFor, getRequest, postForm, settle } from "~tests/support/requests";
import { action, loader } from "./route";

const post = (fields: Record<string, string>, context = contextFor()) => settle(() => action({ request: postForm("/forget", fields), context, params: {} }));

describe("GET /forget", () => {
  it("shows the form, and the answer page after a request", async () => {
    const form = await settle(() => loader({ request: getRequest("/forget"), context: contextFor(), params: {} }));
    expect(form.data).toMatchObject({ sent: false, title: "Forgotten password – Aigostar" });
    const sent = await settle(() => loader({ request: getRequest("/forget?sent=1"), context: contextFor(), params: {} }));
    expect(sent.data).toMatchObject({ sent: true, title: "Check your email – Aigostar" });
  });
});

describe("POST /forget", () => {
  it.each([
    ["", "validation.email.required"],
    ["no-at-sign", "validation.email.invalid"],
    ["<script>alert(1)</script>", "validation.email.invalid"],
    [`${"a".repeat(100_000)}@example.com`, "validation.email.tooLong"],
  ])("answers %j with 400 and %s, keeping the input", async (email, message) => {
    const context = contextFor();
    const reply = await post({ email }, context);
    expect(reply.status).toBe(400);
    const data = reply.data as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(data.error.email).toEqual([message]);
    if (email) expect(data.initialValue.email).toBe(email);
    expect(context.formFailed).toBe(true);
  });

  it("gives the same answer for an unknown and a known email; only the known one gets a link", async () => {
    const id = await accountId("buyer.fr@demo.test");
    const before = (await mailsOf(id, "resetPassword")).length;
    const unknown = await post({ email: "nobody.at.all@example.com" });
    const known = await post({ email: "Buyer.FR@demo.test" });
    expect(unknown.status).toBe(302);
    expect(known.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/forget?sent=1");
    expect(known.headers.get("Location")).toBe(unknown.headers.get("Location"));
    expect(known.data).toEqual(unknown.data);
    expect(await mailsOf(id, "resetPassword")).toHaveLength(before + 1);
    const { link } = await latestLink(id, "resetPassword");
    expect(link.startsWith(`${ORIGIN}/ResetPwd?token=`)).toBe(true);
  });

  it("sends at most three links an hour to one address, answering the same", async () => {
    const id = await accountId("buyer.pt@demo.test");
    for (let i = 0; i < 5; i++) {
      const reply = await post({ email: "buyer.pt@demo.test" }, { ...contextFor(), clientIp: `198.51.100.${10 + i}` });
      expect(reply.status).toBe(302);
    }
    expect(await mailsOf(id, "resetPassword")).toHaveLength(3);
  });

  it("limits requests per client address with 429", async () => {
    const context = { ...contextFor(), clientIp: "198.51.100.201" };
    for (let i = 0; i < 10; i++) await hit(rateLimitKey("forget-ip", context.clientIp), { limit: 10, windowSeconds: 3600 });
    const reply = await post({ email: "buyer.gb@demo.test" }, context);
    expect(reply.status).toBe(429);
    expect((reply.data as { error: Record<string, string[]> }).error[""]).toEqual(["password:rateLimited"]);
    expect(await mailsOf(await accountId("buyer.gb@demo.test"), "resetPassword")).toHaveLength(0);
  });

  it("ignores a filled-in honeypot", async () => {
    const id = await accountId("buyer.mx@demo.test");
    const reply = await post({ email: "buyer.mx@demo.test", website: "spam" });
    expect(reply.status).toBe(302);
    expect(await mailsOf(id, "resetPassword")).toHaveLength(0);
  });
});
