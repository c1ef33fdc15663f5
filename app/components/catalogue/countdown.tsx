import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { countdown, twoDigits } from "~/domain/flash-sale";

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
 */
export function Countdown({ endsAt, renderedAt, className = "" }: Props) {
  const { t } = useTranslation("catalogue");
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => (renderedAt ? Date.parse(renderedAt) : end));

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = countdown(end, now);
  const clock = `${twoDigits(left.hours)}:${twoDigits(left.minutes)}:${twoDigits(left.seconds)}`;
  const text = left.ended ? t("countdown.ended") : left.days > 0 ? t("countdown.clock", { days: left.days, time: clock }) : clock;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-1 ${className}`}>
      <span>{t("countdown.endsIn")}</span>
      <span
        role="timer"
        aria-live="off"
        aria-atomic="true"
        data-countdown={endsAt}
        className="inline-block min-w-[12ch] font-mono font-semibold tabular-nums text-red-800"
      >
        {text}
      </span>
    </p>
  );
}
