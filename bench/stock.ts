/** Stock and units per product id. */
export type Quantities = ReadonlyMap<number, number>;

/**
 * The stock check after the order load: for every product, stock before − units the acknowledged
 * orders asked for = stock after; the units the database records as sold grew by the same
 * amount; no stock below zero. Returns one line per discrepancy (none expected).
 */
export function stockDiscrepancies({ before, after, ordered, soldBefore, soldAfter }: { before: Quantities; after: Quantities; ordered: Quantities; soldBefore: Quantities; soldAfter: Quantities }): string[] {
  const problems: string[] = [];
  const ids = new Set([...before.keys(), ...after.keys(), ...ordered.keys()]);
  for (const id of [...ids].sort((a, b) => a - b)) {
    const was = before.get(id);
    const is = after.get(id);
    if (was === undefined || is === undefined) {
      problems.push(`product ${id}: stock ${was === undefined ? "before" : "after"} unknown`);
      continue;
    }
    const units = ordered.get(id) ?? 0;
    if (was - units !== is) problems.push(`product ${id}: stock before ${was} − ordered ${units} = ${was - units}, but stock after is ${is}`);
    if (is < 0) problems.push(`product ${id}: negative stock ${is}`);
    const sold = (soldAfter.get(id) ?? 0) - (soldBefore.get(id) ?? 0);
    if (sold !== units) problems.push(`product ${id}: the orders acknowledged ${units} units, the database recorded ${sold} sold`);
  }
  return problems;
}

/** Adds `units` of a product to a tally. */
export function tally(map: Map<number, number>, id: number, units: number) {
  map.set(id, (map.get(id) ?? 0) + units);
}
