/**
 * The download centre's parts — the records table and its live region, the copy-link button, the
 * function guide, the request for unwatermarked images — and its rules: one browser file for the
 * centre's pages (decision 0104). Imported through this module — outside these modules themselves,
 * which import each other directly — so they stay together.
 */
export * from "~/components/downloads/records-live";
export * from "~/components/downloads/records-table";
export * from "~/components/downloads/copy-link";
export * from "~/components/downloads/view";
export * from "~/components/downloads/function-guide";
export * from "~/components/downloads/unwatermarked";
export * from "~/components/downloads/back-link";
export * from "~/domain/downloads";
// The component, not the domain's type of the same name (server code imports that from ~/domain/downloads).
export { PermissionStatus } from "~/components/downloads/unwatermarked";
