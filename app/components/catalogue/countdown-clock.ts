import { startTransition, useEffect, useId, useState } from "react";
import type { CountdownPrecision } from "~/domain/flash-sale";

/**
 * The one clock every countdown on a page reads (decision 0088). One timer for the page, not one
 * per countdown; none at all while no countdown is shown or while they are paused. It ticks every
 * second, or every few seconds showing whole minutes when the browser asks for reduced motion.
 * The pause is the buyer's choice for every page, kept in the browser (localStorage) where it can
 * be; a locked-down browser that refuses storage keeps it for the page only.
 */
export type CountdownClock = {
  /** False on the server and while the page hydrates: countdowns then show the time the server rendered. */
  started: boolean;
  /** The moment the countdowns show (frozen while paused). */
  now: number;
  paused: boolean;
  precision: CountdownPrecision;
  /** The countdown that carries the page's pause button: the first one on the page. */
  first: string | null;
};

const PAUSED_KEY = "countdowns-paused";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** Showing whole minutes, a tick every 5 seconds is enough: a minute turns over at most 5 s late. */
const TICK_MS: Record<CountdownPrecision, number> = { seconds: 1000, minutes: 5000 };

const SERVER: CountdownClock = { started: false, now: 0, paused: false, precision: "seconds", first: null };

let state: CountdownClock = SERVER;
const listeners = new Set<() => void>();
const mounted: string[] = [];
let timer: number | undefined;
let motionQuery: MediaQueryList | undefined;

function emit(next: Partial<CountdownClock>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function readPaused(): boolean {
  try {
    return window.localStorage.getItem(PAUSED_KEY) === "1";
  } catch {
    return false;
  }
}

function writePaused(paused: boolean) {
  try {
    if (paused) window.localStorage.setItem(PAUSED_KEY, "1");
    else window.localStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage refused (private mode, a locked-down browser): the pause holds for this page.
  }
}

const precisionNow = (): CountdownPrecision => (motionQuery?.matches ? "minutes" : "seconds");

function onMotionChange() {
  emit({ precision: precisionNow(), now: state.paused ? state.now : Date.now() });
  schedule();
}

/** Starts, restarts or stops the page's one timer to match what is shown and chosen. */
function schedule() {
  window.clearInterval(timer);
  timer = undefined;
  if (mounted.length === 0 || state.paused) return;
  timer = window.setInterval(() => emit({ now: Date.now() }), TICK_MS[state.precision]);
}

function mount(id: string) {
  if (mounted.length === 0) {
    motionQuery = window.matchMedia?.(REDUCED_MOTION);
    motionQuery?.addEventListener?.("change", onMotionChange);
    emit({ started: true, paused: readPaused(), precision: precisionNow(), now: Date.now() });
  }
  mounted.push(id);
  emit({ first: mounted[0] ?? null });
  schedule();
}

function unmount(id: string) {
  const index = mounted.indexOf(id);
  if (index >= 0) mounted.splice(index, 1);
  if (mounted.length === 0) {
    motionQuery?.removeEventListener?.("change", onMotionChange);
    motionQuery = undefined;
  }
  emit({ first: mounted[0] ?? null });
  schedule();
}

/** Pauses or resumes every countdown on the page (and on the pages that follow). */
export function setCountdownsPaused(paused: boolean) {
  writePaused(paused);
  emit({ paused, now: Date.now() });
  schedule();
}

/**
 * The page clock, for one countdown; its id tells whether it is the first on the page. Its
 * updates are transitions, never synchronous: a tick that lands while the page's texts load (a
 * new language after a sign-in) keeps the page as it is instead of suspending it.
 */
export function useCountdownClock(): CountdownClock & { id: string } {
  const id = useId();
  const [clock, setClock] = useState<CountdownClock>(SERVER);
  useEffect(() => {
    const listener = () => startTransition(() => setClock(state));
    listeners.add(listener);
    mount(id);
    listener();
    return () => {
      listeners.delete(listener);
      unmount(id);
    };
  }, [id]);
  return { ...clock, id };
}
