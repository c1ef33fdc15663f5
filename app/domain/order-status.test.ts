import { describe, expect, it } from "vitest";
import { ORDER_STATUSES as SCHEMA_STATUSES } from "~/db/schema";
import {
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  type Period,
  canCancel,
  canTransition,
  parsePeriod,
  parseStatusFilter,
  periodStart,
  readCancelReason,
  storedCancelReason,
  transitionProblem,
} from "./order-status";

describe("order transitions", () => {
  it("knows the schema's states", () => {
    expect([...ORDER_STATUSES]).toEqual([...SCHEMA_STATUSES]);
  });

  it.each<[OrderStatus, OrderStatus, boolean]>([
    ["submitted", "unshipped", true],
    ["submitted", "cancelled", true],
    ["submitted", "shipped", false],
    ["unshipped", "shipped", true],
    ["unshipped", "cancelled", true],
    ["unshipped", "submitted", false],
    ["shipped", "returning", true],
    ["shipped", "cancelled", false],
    ["shipped", "unshipped", false],
    ["returning", "returned", true],
    ["returning", "cancelled", false],
    ["returned", "returning", false],
    ["cancelled", "submitted", false],
    ["cancelled", "unshipped", false],
  ])("%s → %s: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it("cancels only before shipping", () => {
    expect(CANCELLABLE_STATUSES).toEqual(["submitted", "unshipped"]);
    expect(canCancel("submitted")).toBe(true);
    expect(canCancel("shipped")).toBe(false);
    expect(canCancel("cancelled")).toBe(false);
  });

  it.each<[OrderStatus, OrderStatus, Parameters<typeof transitionProblem>[2], ReturnType<typeof transitionProblem>]>([
    ["submitted", "unshipped", {}, null],
    ["submitted", "submitted", {}, "sameStatus"],
    ["submitted", "cancelled", {}, "useCancel"],
    ["submitted", "returned", {}, "notAllowed"],
    ["unshipped", "shipped", {}, "carrierRequired"],
    ["unshipped", "shipped", { carrier: "DHL", trackingNumber: "  " }, "carrierRequired"],
    ["unshipped", "shipped", { carrier: "DHL", trackingNumber: "JD0001" }, null],
    ["shipped", "returning", {}, "returnNumberRequired"],
    ["shipped", "returning", { returnOrderNumber: "RT-1" }, null],
    ["returning", "returned", {}, null],
  ])("%s → %s with %j: %s", (from, to, details, problem) => {
    expect(transitionProblem(from, to, details)).toBe(problem);
  });
});

describe("periodStart", () => {
  const at = (iso: string) => new Date(iso);
  it.each<[Period, string, string | null]>([
    ["all", "2026-11-23T16:00:00Z", null],
    ["week", "2026-11-23T16:00:00Z", "2026-11-16T16:00:00.000Z"],
    ["week", "2026-03-03T00:30:00Z", "2026-02-24T00:30:00.000Z"],
    ["month", "2026-11-23T16:00:00Z", "2026-10-23T16:00:00.000Z"],
    ["month", "2026-03-31T12:00:00Z", "2026-02-28T12:00:00.000Z"],
    ["month", "2028-03-31T12:00:00Z", "2028-02-29T12:00:00.000Z"],
    ["month", "2026-01-15T08:00:00Z", "2025-12-15T08:00:00.000Z"],
    ["threeMonths", "2026-11-23T16:00:00Z", "2026-08-23T16:00:00.000Z"],
    ["threeMonths", "2026-05-31T00:00:00Z", "2026-02-28T00:00:00.000Z"],
    ["threeMonths", "2026-02-10T10:00:00Z", "2025-11-10T10:00:00.000Z"],
  ])("%s before %s is %s", (period, now, start) => {
    expect(periodStart(period, at(now))?.toISOString() ?? null).toBe(start);
  });
});

describe("filters from the address", () => {
  it.each([
    ["shipped", "shipped"],
    ["cancelled", "cancelled"],
    ["", "all"],
    [null, "all"],
    ["SHIPPED", "all"],
    ["<script>", "all"],
  ] as const)("status %j → %s", (value, expected) => {
    expect(parseStatusFilter(value)).toBe(expected);
  });

  it.each([
    ["week", "week"],
    ["threeMonths", "threeMonths"],
    ["year", "all"],
    [undefined, "all"],
  ] as const)("period %j → %s", (value, expected) => {
    expect(parsePeriod(value)).toBe(expected);
  });
});

describe("cancel reasons", () => {
  it.each([
    ["mistake", null, "mistake", { reason: "mistake", text: null }],
    ["other", "  Ordered twice by two colleagues ", "other: Ordered twice by two colleagues", { reason: "other", text: "Ordered twice by two colleagues" }],
  ] as const)("%s stores as %j and reads back", (reason, text, stored, read) => {
    expect(storedCancelReason(reason, text)).toBe(stored);
    expect(readCancelReason(stored)).toEqual(read);
  });

  it("reads nothing, and old free text as other", () => {
    expect(readCancelReason(null)).toBeNull();
    expect(readCancelReason("changed supplier")).toEqual({ reason: "other", text: "changed supplier" });
  });
});
