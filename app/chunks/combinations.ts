/**
 * A combination's terms (items, set price, tiers, minimum, stock): one browser file for the
 * combination list and the combination page (decision 0108). Imported through this module so the
 * two pages share it; the cart shows its groups with its own markup (cart-combinations.tsx) and
 * does not load it.
 */
export * from "~/components/combinations/combination-terms";
