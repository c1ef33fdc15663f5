import type { ReactNode } from "react";

/**
 * The box a wide table scrolls sideways in on a narrow screen, so the page never does (WCAG 1.4.10,
 * decision 0085). It is the containing block of what it holds (a visually hidden, absolutely
 * positioned header stays inside it instead of widening the page), a named region the keyboard can
 * focus to scroll (a table of text alone has nothing else to focus), and it leaves room inside its
 * edges for the focus rings of controls in the first and last columns.
 */
export function ScrollRegion({ labelledBy, className = "", children }: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className={`relative -mx-1.5 overflow-x-auto px-1.5 ${className}`.trim()}>
      {children}
    </div>
  );
}
