import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderEvents, orders } from "~/db/schema";
import { createOrder } from "~tests/support/orders";
import { EXIT } from "./accounts-cli";
import { findDemoProducts } from "./demo/states";
import { runOrdersCommand } from "./orders-cli";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

async function newOrder() {
  const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
  return createOrder({ email: "buyer.gb@demo.test", lines: [{ productId: productId!, quantity: 1 }] });
}

describe("npm run orders -- status", () => {
  it("walks an order through the flow, recording carrier, tracking and return numbers and an event per step", async () => {
    const order = await newOrder();
    const steps: [string[], string][] = [
      [["unshipped"], "submitted → unshipped"],
      [["shipped", "--carrier", "DHL", "--tracking", "JD014600003828"], "unshipped → shipped"],
      [["returning", "--return-number", "RT-2026-0042"], "shipped → returning"],
      [["returned"], "returning → returned"],
    ];
    for (const [args, change] of steps) {
      const run = capture();
      expect(await runOrdersCommand(["status", order.orderNumber, ...args], run.io)).toBe(EXIT.ok);
      expect(run.out).toEqual([`Order ${order.orderNumber}: ${change}.`]);
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "returned", carrier: "DHL", trackingNumber: "JD014600003828", returnOrderNumber: "RT-2026-0042" });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((event) => event.status)).toEqual(["submitted", "unshipped", "shipped", "returning", "returned"]);
    expect(events[2]!.note).toBe("DHL JD014600003828");
  });

  it.each([
    [["unshipped", "--bogus"], EXIT.usage],
    [["flying"], EXIT.usage],
    [["shipped"], EXIT.failed],
    [["shipped", "--carrier", "DHL"], EXIT.failed],
    [["returned"], EXIT.failed],
    [["cancelled"], EXIT.failed],
    [["submitted"], EXIT.failed],
  ])("refuses %j on a submitted order with a message (exit %i) and changes nothing", async (args, code) => {
    const order = await newOrder();
    const run = capture();
    expect(await runOrdersCommand(["status", order.orderNumber, ...args], run.io)).toBe(code);
    expect(run.err.length).toBeGreaterThan(0);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("submitted");
  });

  it.each([
    [[], EXIT.usage],
    [["status"], EXIT.usage],
    [["status", "SO1"], EXIT.usage],
    [["status", "../x", "shipped"], EXIT.usage],
    [["remove", "SO1", "shipped"], EXIT.usage],
    [["status", "SO000000000000", "unshipped"], EXIT.failed],
  ])("%j → exit %i with a message", async (argv, code) => {
    const run = capture();
    expect(await runOrdersCommand(argv, run.io)).toBe(code);
    expect(run.err.length).toBeGreaterThan(0);
  });
});
