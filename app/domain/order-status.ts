/**
 * Order states, the transitions between them, the cancel reasons and the period filter of the
 * order list (SPEC.md sections 4 and 9; decision 0052 records the transition rules). Pure: the
 * services and the maintenance command enforce these, the pages use them to decide what to offer.
 */
import type { OrderStatus } from "~/db/schema";

export type { OrderStatus };

/** The states in their order of progress (the same list as the schema's check; kept here so pages need no database module). */
export const ORDER_STATUSES = ["submitted", "unshipped", "shipped", "returning", "returned", "cancelled"] as const satisfies readonly OrderStatus[];

/** Where each state may go next. Cancelled and returned are final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  submitted: ["unshipped", "cancelled"],
  unshipped: ["shipped", "cancelled"],
  shipped: ["returning"],
  returning: ["returned"],
  returned: [],
  cancelled: [],
};

/** The states a buyer may cancel from: nothing has left the warehouse yet. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => NEXT[status].includes("cancelled"));

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canCancel(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** What a back-office status change must carry: shipping names the carrier and tracking number, a return its return order number. */
export type StatusDetails = { carrier?: string | null; trackingNumber?: string | null; returnOrderNumber?: string | null };

export type TransitionProblem = "sameStatus" | "notAllowed" | "carrierRequired" | "returnNumberRequired" | "useCancel";

export function transitionProblem(from: OrderStatus, to: OrderStatus, details: StatusDetails): TransitionProblem | null {
  if (from === to) return "sameStatus";
  if (to === "cancelled") return "useCancel";
  if (!canTransition(from, to)) return "notAllowed";
  if (to === "shipped" && !(details.carrier?.trim() && details.trackingNumber?.trim())) return "carrierRequired";
  if (to === "returning" && !details.returnOrderNumber?.trim()) return "returnNumberRequired";
  return null;
}

// ------------------------------------------------------------------ the list filter

export const STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PERIODS = ["all", "week", "month", "threeMonths"] as const;
export type Period = (typeof PERIODS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

export const parseStatusFilter = (value: string | null | undefined): StatusFilter => oneOf(STATUS_FILTERS, value, "all");
export const parsePeriod = (value: string | null | undefined): Period => oneOf(PERIODS, value, "all");

/**
 * The earliest order date a period includes, or null for all. Calendar arithmetic in UTC: "last
 * month" is the same day and time one month ago (clamped to the month's last day, so 31 March
 * goes back to 28 or 29 February), "last three months" three months ago, "last week" seven days.
 */
export function periodStart(period: Period, now: Date): Date | null {
  switch (period) {
    case "all":
      return null;
    case "week":
      return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    case "month":
      return monthsBefore(now, 1);
    case "threeMonths":
      return monthsBefore(now, 3);
  }
}

function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

// ------------------------------------------------------------------ cancel reasons

/** The cancel options (SPEC "order/cancel/option"); "other" needs the buyer's own words. */
export const CANCEL_REASONS = ["mistake", "wrongQuantity", "tooSlow", "betterPrice", "changedMind", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_TEXT_MAX = 500;

/** What the order stores as its cancel reason: the option's key, and for "other" the text after it. */
export function storedCancelReason(reason: CancelReason, text: string | null): string {
  return reason === "other" ? `other: ${(text ?? "").trim()}` : reason;
}

/** Reads a stored cancel reason back into its option and text (older free text reads as "other"). */
export function readCancelReason(stored: string | null): { reason: CancelReason; text: string | null } | null {
  if (stored === null || stored === "") return null;
  if ((CANCEL_REASONS as readonly string[]).includes(stored) && stored !== "other") return { reason: stored as CancelReason, text: null };
  return { reason: "other", text: stored.startsWith("other: ") ? stored.slice("other: ".length) : stored };
}
