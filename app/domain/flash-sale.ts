/** Flash sales on a card (SPEC.md sections 3, 5 and 9): countdown, remaining stock, progress bar. */

export type FlashSaleStockInput = { remainingQty: number | null | undefined; quantityLimit: number | null | undefined };

/**
 * Remaining promotion stock and the progress bar show only when the remaining stock is above 0
 * (SPEC.md section 5). The proportion (remainingStockProportion) is the share still left, a whole
 * percent rounded down and at least 1 while anything is left, so a bar never looks empty while
 * stock remains. An unlimited item (no limit) has no bar.
 */
export function flashSaleStock({ remainingQty, quantityLimit }: FlashSaleStockInput): { remaining: number; limit: number; proportion: number } | null {
  if (typeof remainingQty !== "number" || !Number.isFinite(remainingQty)) return null;
  const remaining = Math.floor(remainingQty);
  if (remaining <= 0) return null;
  if (typeof quantityLimit !== "number" || !Number.isFinite(quantityLimit) || quantityLimit <= 0) return null;
  const limit = Math.max(Math.floor(quantityLimit), remaining);
  const proportion = Math.max(1, Math.floor((remaining * 100) / limit));
  return { remaining, limit, proportion };
}

export type TimeLeft = { ended: boolean; days: number; hours: number; minutes: number; seconds: number; totalSeconds: number };

/**
 * Time left until a flash sale ends. SPEC.md section 9: the countdown uses endTimeStamp (in
 * milliseconds) divided by 1000, and ticks every second: whole seconds of the end minus whole
 * seconds of now. Past (or invalid) ends give an ended countdown of zeros.
 */
export function countdown(endTimeStampMs: number, nowMs: number): TimeLeft {
  const end = Math.floor(endTimeStampMs / 1000);
  const now = Math.floor(nowMs / 1000);
  const left = Number.isFinite(end) && Number.isFinite(now) ? end - now : 0;
  if (!(left > 0)) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 };
  return {
    ended: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    totalSeconds: left,
  };
}

/** Two digits, for the clock part of a countdown ("03"). */
export const twoDigits = (value: number) => String(Math.max(0, Math.floor(value))).padStart(2, "0");

/**
 * How finely a countdown shows the time left: to the second (it ticks every second, SPEC.md
 * section 9) or, for people who ask for reduced motion, to the minute (decision 0088).
 */
export type CountdownPrecision = "seconds" | "minutes";

/**
 * The clock part of a countdown and its whole days: "HH:MM:SS", or "HH:MM" to the minute. To the
 * minute the time left is rounded up, so a sale with 30 seconds left shows 00:01, never 00:00
 * before it has ended.
 */
export function countdownClock(left: TimeLeft, precision: CountdownPrecision): { days: number; clock: string } {
  if (precision === "seconds") {
    return { days: left.days, clock: `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}` };
  }
  const minutes = Math.ceil(left.totalSeconds / 60);
  const days = Math.floor(minutes / 1_440);
  return { days, clock: `${twoDigits((minutes % 1_440) / 60)}:${twoDigits(minutes % 60)}` };
}
