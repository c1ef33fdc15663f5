/**
 * A form's fields, error summary and the reading of the server's reply (useServerForm), and the
 * data tables with their scrolling region: one browser file for the pages with forms or tables
 * (decision 0104; together, one file less where a page has both, and at most 2.6 KB where it has
 * one of them). Imported through this module — outside these modules themselves, which import
 * each other directly — so they stay together.
 */
export * from "~/components/ui/field";
export * from "~/components/ui/error-summary";
export * from "~/components/ui/server-form";
export * from "~/domain/form-message";
export * from "~/components/ui/barcode-file-input";
export * from "~/components/ui/data-table";
export * from "~/components/ui/scroll-region";
export * from "~/utils/clipboard";
