import { useTranslation } from "~/i18n/react";
import { countdown, countdownClock } from "~/domain/flash-sale";
import { setCountdownsPaused, useCountdownClock } from "./countdown-clock";

type Props = {
  /** ISO end of the flash sale (endTimeStamp). */
  endsAt: string;
  /** When the server rendered the page: the first render (server and hydration) counts from it, so both match. */
  renderedAt?: string;
  className?: string;
};

/**
 * A flash sale's countdown. Rendered on the server; with JavaScript it ticks every second from
 * endTimeStamp/1000 (SPEC.md section 9). It is a timer with aria-live off: screen readers read it
 * when they reach it and are not interrupted every second. Fixed-width digits, so ticking never
 * moves the layout.
 *
 * Moving content needs a way to stop it (WCAG 2.2.2, decision 0088): the first countdown on the
 * page carries one pause button for all of them, and with reduced motion asked for they show whole
 * minutes and change once a minute. Without JavaScript nothing ticks and there is no button.
 */
export function Countdown({ endsAt, renderedAt, className = "" }: Props) {
  const { t } = useTranslation("catalogue");
  const clock = useCountdownClock();
  const end = Date.parse(endsAt);
  const now = clock.started ? clock.now : renderedAt ? Date.parse(renderedAt) : end;
  const left = countdown(end, now);
  const { days, clock: time } = countdownClock(left, clock.precision);
  const text = left.ended ? t("countdown.ended") : days > 0 ? t("countdown.clock", { days, time }) : time;
  return (
    <p className={className ? `countdown ${className}` : "countdown"}>
      <span>{t("countdown.endsIn")}</span>{" "}
      <span role="timer" aria-live="off" aria-atomic="true" data-countdown={endsAt}>
        {text}
      </span>
      {clock.started && clock.first === clock.id ? <PauseButton paused={clock.paused} /> : null}
    </p>
  );
}

/** One toggle for every countdown on the page: pressed while they are paused. */
function PauseButton({ paused }: { paused: boolean }) {
  const { t } = useTranslation("catalogue");
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setCountdownsPaused(!paused)}
      className="countdown-pause"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
        {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
      </svg>
      <span className="sr-only">{t("countdown.pause")}</span>
    </button>
  );
}
