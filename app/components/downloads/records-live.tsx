import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { type Announcement, type RecordView, announcementFor, statusesOf } from "./view";

/** How often the page reads the records again while one is generating. */
export const POLL_MS = 3000;

/**
 * With JavaScript, while a record is generating, the page's data is read again every 3 seconds
 * (only while the tab is visible, never two readings at once); returns what changed, for the
 * live region.
 */
function useRecordsPolling(records: readonly Pick<RecordView, "id" | "status">[]): { said: Announcement; count: number } {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  const generating = records.some((record) => record.status === "generating");
  useEffect(() => {
    if (!generating) return;
    const timer = window.setInterval(() => {
      if (latest.current.state === "idle" && document.visibilityState === "visible") latest.current.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [generating]);

  const previous = useRef(statusesOf(records));
  const [said, setSaid] = useState<{ said: Announcement; count: number }>({ said: null, count: 0 });
  useEffect(() => {
    const next = announcementFor(previous.current, records);
    previous.current = statusesOf(records);
    if (next) setSaid((before) => ({ said: next, count: before.count + 1 }));
  }, [records]);
  return said;
}

/**
 * The polite live region that says "A package is ready." when a generating record is done while
 * the page is open (it is in the page from the first render, empty, so the change is read).
 */
export function RecordsLiveRegion({ records }: { records: readonly Pick<RecordView, "id" | "status">[] }) {
  const { t } = useTranslation("downloads");
  const { said, count } = useRecordsPolling(records);
  // The same sentence twice in a row is read again: it differs by a trailing no-break space.
  const text = said ? `${t(`records.${said}`)}${count % 2 === 0 ? "\u00a0" : ""}` : "";
  return (
    <p id="records-live" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
