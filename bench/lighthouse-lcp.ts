type Details = { type?: string; items?: Array<{ type?: string; items?: Array<Record<string, unknown>> }> };

/**
 * What the LCP was and where its time went (Lighthouse's largest-contentful-paint-element audit):
 * the element's label and the phases (time to first byte, load delay, load time, render delay).
 */
export function lcpBreakdown(lhr: { audits: Record<string, { details?: unknown } | undefined> }): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as Details | undefined;
  const tables = details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  if (!node) return null;
  const label = (node.nodeLabel ?? node.selector ?? "?").replace(/\s+/g, " ").slice(0, 40);
  const phases = (tables[1]?.items ?? []).map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`);
  return `"${label}"${phases.length > 0 ? ` (${phases.join(", ")})` : ""}`;
}

