import { type ReactNode, useId } from "react";
import { ScrollRegion } from "./scroll-region";

export type DataColumn = { label: ReactNode; align?: "right" };

/**
 * A table of rows for a list page: scrolls sideways in its own region on a narrow screen (named by
 * the caption), a caption for screen readers (the page's heading already says it to everyone
 * else), column headers with scope.
 */
export function DataTable({ caption, columns, children, className = "" }: { caption: ReactNode; columns: DataColumn[]; children: ReactNode; className?: string }) {
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId} className={className}>
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`py-2 ${index < columns.length - 1 ? "pr-4" : ""} ${column.align === "right" ? "text-right" : ""}`.trim()}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
