/**
 * The address form, the page of an address that is not there and the address rules: one browser
 * file for the address book's pages (decision 0104). Imported through this module — outside these
 * modules themselves — so they stay together.
 */
export * from "~/components/addresses/address-form";
export * from "~/components/addresses/address-not-found";
export * from "~/domain/addresses";
