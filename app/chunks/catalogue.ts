/**
 * The product cards and what they are made of — price, badges, countdown, cashback, purchase panel,
 * arrival-notice button — with the rules they show: one browser file for the pages that show
 * products (decision 0104). Imported through this module — outside these modules themselves, which
 * import each other directly — so every such page reaches all of them and they stay together.
 */
export * from "~/components/catalogue/product-grid";
export * from "~/components/catalogue/product-card";
export * from "~/components/catalogue/purchase-panel";
export * from "~/components/catalogue/arrival-notice-button";
export * from "~/components/catalogue/price-block";
export * from "~/components/catalogue/product-badges";
export * from "~/components/catalogue/cashback-box";
export * from "~/components/catalogue/fittings";
export * from "~/components/catalogue/countdown-clock";
export * from "~/components/catalogue/countdown";
export * from "~/domain/card-actions";
export * from "~/domain/flash-sale";
export * from "~/domain/cashback";
export * from "~/domain/card-badge";
export * from "~/domain/product-pages";
