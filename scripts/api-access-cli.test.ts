import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiApplications, auditEvents } from "~/db/schema";
import { saveApplication } from "~/services/api-access/applications.server";
import { mailsOf } from "~tests/support/mail";
import { accountId, actorFor } from "~tests/support/requests";
import { runApiAccessCommand } from "./api-access-cli";
import { EXIT } from "./cli";

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runApiAccessCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { operator: "command line (tester)" });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const ANSWERS = { companyName: "Acme", shopUrl: "https://acme.example", enterpriseSize: "1-10", technicalStaff: true, dataWanted: ["basic", "images"], otherData: null, contactNote: "" } as const;

async function apply(email: string, brandKey = "aigostar") {
  const actor = await actorFor(email);
  expect(await saveApplication(actor, brandKey, "submit", { ...ANSWERS, dataWanted: [...ANSWERS.dataWanted] })).toMatchObject({ ok: true });
  return actor.accountId;
}

const rowOf = async (id: number, brandKey = "aigostar") => (await db().select().from(apiApplications).where(and(eq(apiApplications.accountId, id), eq(apiApplications.brandKey, brandKey))))[0]!;

describe("npm run api-access", () => {
  it("reviews and approves: the client id and the data granted, recorded with who decided, audited and mailed", async () => {
    const id = await apply("buyer.gb@demo.test");
    const review = await run("review", "Buyer.GB@demo.test");
    expect(review).toEqual({ code: EXIT.ok, out: "buyer.gb@demo.test's API application for aigostar is under review now; the buyer may still edit it.", err: "" });
    expect(await rowOf(id)).toMatchObject({ status: "review", decidedBy: "command line (tester)" });

    const approve = await run("approve", "buyer.gb@demo.test", "--by", "Ana (customer service)");
    expect(approve.code).toBe(EXIT.ok);
    const row = await rowOf(id);
    expect(approve.out).toBe(`Approved buyer.gb@demo.test's API application for aigostar: client id ${row.clientId}, data granted: products, images. The buyer creates the client secret on /account/apiApplication.`);
    expect(row).toMatchObject({ status: "approved", decidedBy: "Ana (customer service)", scopes: ["products", "images"] });
    const events = await db().select({ action: auditEvents.action, details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.accountId, id));
    expect(events.find((event) => event.action === "apiApplication.approve")!.details).toMatchObject({ decidedBy: "Ana (customer service)", brand: "aigostar" });
    expect((await mailsOf(id)).map((mail) => mail.kind).filter((kind) => kind.startsWith("api"))).toEqual(["apiApplicationApproved", "apiApplicationReview"]);
  });

  it("refuses and revokes with a reason the buyer reads", async () => {
    const id = await apply("buyer.pt@demo.test");
    const refused = await run("refuse", "buyer.pt@demo.test", "--reason", "No shop at that address");
    expect(refused).toMatchObject({ code: EXIT.ok, out: "Refused buyer.pt@demo.test's API application for aigostar (reason: No shop at that address); the buyer may correct it and submit it again." });
    expect(await rowOf(id)).toMatchObject({ status: "failed", reason: "No shop at that address" });

    // The demo's approved client, revoked.
    const revoked = await run("revoke", "buyer.es@demo.test", "--brand", "aigostar", "--reason", "Prices published");
    expect(revoked).toMatchObject({ code: EXIT.ok, out: "Revoked buyer.es@demo.test's API application for aigostar (reason: Prices published): its client secret and every token made with it no longer work." });
    expect(await rowOf(await accountId("buyer.es@demo.test"))).toMatchObject({ status: "failed", reason: "Prices published" });
  });

  it("says clearly why nothing was decided, with exit code 1", async () => {
    expect(await run("approve", "buyer.mx@demo.test")).toMatchObject({ code: EXIT.failed, err: "buyer.mx@demo.test has no API application." });
    expect(await run("approve", "nobody@nowhere.example")).toMatchObject({ code: EXIT.failed, err: expect.stringContaining("No account has the email nobody@nowhere.example") });
    expect(await run("review", "sales@demo.test")).toMatchObject({ code: EXIT.failed, err: expect.stringContaining("office (salesman) account") });
    // buyer.fr's demo application is submitted: it cannot be revoked; buyer.it's is under review already.
    expect(await run("revoke", "buyer.fr@demo.test", "--reason", "x")).toMatchObject({ code: EXIT.failed, err: "buyer.fr@demo.test's API application for aigostar is submitted; revoke takes an approved one." });
    expect(await run("review", "buyer.it@demo.test")).toMatchObject({ code: EXIT.failed, err: "buyer.it@demo.test's API application for aigostar is under review; review takes a submitted one." });
    await apply("buyer.nl@demo.test");
    await apply("buyer.nl@demo.test", "nobleza");
    expect(await run("approve", "buyer.nl@demo.test")).toMatchObject({ code: EXIT.failed, err: "buyer.nl@demo.test has applied for several brands (aigostar, nobleza); name one with --brand." });
    expect(await run("approve", "buyer.nl@demo.test", "--brand", "lumora")).toMatchObject({ code: EXIT.failed, err: "buyer.nl@demo.test has no API application for lumora." });
    expect((await run("approve", "buyer.nl@demo.test", "--brand", "nobleza")).code).toBe(EXIT.ok);
    expect((await rowOf(await accountId("buyer.nl@demo.test"), "aigostar")).status).toBe("submitted");
  });

  it.each([
    [[]],
    [["approve"]],
    [["approve", "a@b.c", "--reason", "x"]],
    [["review", "a@b.c", "d@e.f"]],
    [["delete", "x@y.z"]],
    [["refuse", "x@y.z", "--bogus"]],
    [["refuse", "buyer.fr@demo.test"]],
    [["revoke", "buyer.es@demo.test", "--reason", "   "]],
    [["refuse", "buyer.fr@demo.test", "--reason", "r".repeat(501)]],
    [["approve", "buyer.fr@demo.test", "--brand", "acme"]],
    [["approve", "buyer.fr@demo.test", "--by", ""]],
    [["approve", "buyer.fr@demo.test", "--by", "b".repeat(101)]],
  ])("answers wrong arguments %j with the usage and exit code 2, deciding nothing", async (argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(EXIT.usage);
    expect(err).toContain("Usage:");
    expect((await rowOf(await accountId("buyer.fr@demo.test"))).status).toBe("submitted");
  });

  it("prints the usage for --help", async () => {
    const { code, out } = await run("--help");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain("npm run api-access -- refuse <email> --reason");
  });
});
