/** Messages per page of the message log. */
export const MESSAGE_PAGE_SIZE = 20;

/** The mails the message log names; a kind added later without a label reads as "Email". */
const KINDS = ["confirmEmail", "resetPassword", "loginCode", "passwordChanged", "arrivalNotice", "orderConfirmation", "orderCancelled", "registrationAttempt"] as const;

export function messageKindKey(kind: string): string {
  // The four notices of an API application's decisions (review, approved, refused, revoked) share one label.
  if (kind.startsWith("apiApplication")) return "messages:kind.apiApplication";
  // The back office's status changes of an order (unshipped, shipped, returning, returned, cancelled) share one label.
  if (kind.startsWith("orderStatus")) return "messages:kind.orderStatus";
  // Customer service's decisions on an unwatermarked-image request, and on a registration.
  if (kind.startsWith("imagePermission")) return "messages:kind.imagePermission";
  // Customer service's decisions on a Falcon programme application (decision 0114).
  if (kind.startsWith("falcon")) return "messages:kind.falcon";
  if (kind === "accountApproved" || kind === "accountRefused") return "messages:kind.registration";
  return (KINDS as readonly string[]).includes(kind) ? `messages:kind.${kind}` : "messages:kind.other";
}

