import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, imagePermissions } from "~/db/schema";
import { imagePermission, requestUnwatermarked } from "~/services/downloads/permissions.server";
import { actorFor } from "~tests/support/requests";
import { EXIT } from "./accounts-cli";
import { runImagesCommand } from "./images-cli";

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImagesCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { decidedBy: "command line (tester)" });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function ask(email: string) {
  const actor = await actorFor(email);
  expect(await requestUnwatermarked(actor, { purpose: "website", note: "" })).toMatchObject({ ok: true });
  return actor.accountId;
}

describe("npm run images", () => {
  it("approves a request under review, recorded with who decided and audited", async () => {
    const id = await ask("buyer.pt@demo.test");
    const { code, out } = await run("approve", "Buyer.PT@demo.test");
    expect(code).toBe(EXIT.ok);
    expect(out).toBe("Approved buyer.pt@demo.test: its images are downloaded without the watermark from now on.");
    expect(await imagePermission(id)).toMatchObject({ state: "approved" });
    const [row] = await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, id));
    expect(row).toMatchObject({ decidedBy: "command line (tester)" });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.accountId, id));
    expect(events.find((event) => event.action === "imagePermission.approve")).toMatchObject({ entity: "image_permission", entityId: String(row!.id), details: { decidedBy: "command line (tester)", reason: null } });
  });

  it("refuses with a reason the buyer reads; then the buyer may ask again", async () => {
    const id = await ask("buyer.gb@demo.test");
    const { code, out } = await run("refuse", "buyer.gb@demo.test", "--reason", "Please name the web shop");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain("Refused buyer.gb@demo.test (reason: Please name the web shop)");
    expect(await imagePermission(id)).toMatchObject({ state: "refused", reason: "Please name the web shop" });
    await ask("buyer.gb@demo.test");
    expect(await imagePermission(id)).toMatchObject({ state: "review" });
  });

  it("says clearly when there is nothing to decide, with exit code 1", async () => {
    const none = await run("approve", "buyer.mx@demo.test");
    expect(none.code).toBe(EXIT.failed);
    expect(none.err).toBe("buyer.mx@demo.test has no request under review (its state: never asked).");
    const unknown = await run("refuse", "nobody@nowhere.example");
    expect(unknown.code).toBe(EXIT.failed);
    expect(unknown.err).toContain("No account has the email nobody@nowhere.example");
    const office = await run("approve", "sales@demo.test");
    expect(office.code).toBe(EXIT.failed);
    expect(office.err).toContain("office (salesman) account");
  });

  it.each([[[]], [["approve"]], [["approve", "a@b.c", "--reason", "x"]], [["approve", "a@b.c", "d@e.f"]], [["revoke", "x@y.z"]], [["refuse", "x@y.z", "--bogus"]]])(
    "answers wrong arguments %j with the usage and exit code 2",
    async (argv) => {
      const { code, err } = await run(...argv);
      expect(code).toBe(EXIT.usage);
      expect(err).toContain("Usage:");
    },
  );

  it("prints the usage for --help", async () => {
    const { code, out } = await run("--help");
    expect(code).toBe(EXIT.ok);
    expect(out).toContain("npm run images -- refuse <email>");
  });
});
