import { Fragment } from "react";
import { Link } from "@remix-run/react";
import type { Block, Inline } from "~/domain/help-markup";

function Line({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.type === "link" ? (
          <Link key={index} to={part.href} className="text-brand-dark underline">
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A help article's or a user notice's body as parsed by domain/help-markup.ts: paragraphs, lists
 * and links to paths of the shop. Every text goes through React as text, never as HTML.
 */
export function MarkupBody({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={className ?? "space-y-3"}>
      {blocks.map((block, index) =>
        block.type === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Line parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Line parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
