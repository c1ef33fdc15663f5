/**
 * A form's fields, error summary and the reading of the server's reply (useServerForm): one browser
 * file for the pages with forms (decision 0104). Imported through this module — outside these
 * modules themselves, which import each other directly — so they stay together.
 */
export * from "~/components/ui/field";
export * from "~/components/ui/error-summary";
export * from "~/components/ui/server-form";
export * from "~/domain/form-message";
