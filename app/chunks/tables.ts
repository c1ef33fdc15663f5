/**
 * Data tables and their scrolling region: one browser file for the pages with tables (decision
 * 0104). Imported through this module — outside these modules themselves — so they stay together.
 */
export * from "~/components/ui/data-table";
export * from "~/components/ui/scroll-region";
