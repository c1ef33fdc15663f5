/**
 * The product list's and the search's filter form and results: one browser file for those pages
 * (decision 0104). Imported through this module — outside these modules themselves — so they stay
 * together.
 */
export * from "~/components/catalogue/listing-filters";
export * from "~/components/catalogue/listing-results";
