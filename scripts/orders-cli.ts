import { isOrderStatus } from "~/domain/order-status";
import { ORDER_DETAIL_MAX, STAFF_CANCEL_REASON_MAX, moveOrder, orderIdOf } from "~/services/office/orders.server";
import { parseOrderNumber } from "~/services/ordering/orders.server";
import { EXIT, type Output, commandLine } from "./cli";

export const USAGE = `Usage:
  npm run orders -- status <orderNumber> <status> [--carrier <name> --tracking <number>] [--return-number <number>] [--reason <text>]

Statuses: submitted → unshipped → shipped → returning → returned (decision 0052); cancelled from
submitted or unshipped. Shipping needs --carrier and --tracking; returning needs --return-number
(the return takes back every line in full); cancelling needs --reason. The same service as the back
office's order page (decision 0112): the buyer is mailed, the change is audited.

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const PROBLEMS: Record<string, string> = {
  sameStatus: "The order already has this status.",
  notAllowed: "This change is not allowed by the transition rules.",
  carrierRequired: "Shipping needs --carrier and --tracking.",
  returnNumberRequired: "A return needs --return-number.",
  reasonRequired: "Cancelling needs --reason.",
  detailsInvalid: `Carrier, tracking and return numbers are 1–${ORDER_DETAIL_MAX} characters, a reason 1–${STAFF_CANCEL_REASON_MAX}, without control characters.`,
  returnLinesInvalid: "The order has no lines to return.",
  returnNumberTaken: "Another return already has this return number.",
  changedMeanwhile: "The order changed meanwhile; try again.",
};

const cli = commandLine({
  usage: USAGE,
  options: { carrier: "string", tracking: "string", "return-number": "string", reason: "string" },
  commands: { status: { args: ["orderNumber", "status"], options: ["carrier", "tracking", "return-number", "reason"] } },
});

/** The orders command without process or database set-up, so that tests can run it. */
export async function runOrdersCommand(argv: string[], io: Output): Promise<number> {
  const parsed = cli.parse(argv, io);
  if ("exit" in parsed) return parsed.exit;
  const { orderNumber: numberText, status } = parsed.args;
  const orderNumber = parseOrderNumber(numberText);
  if (orderNumber === null) {
    io.err(`Not an order number: "${numberText}".`);
    return EXIT.usage;
  }
  if (!isOrderStatus(status)) {
    return cli.wrongArguments(io, `Unknown status "${status}".`);
  }
  const { carrier, tracking, "return-number": returnNumber, reason } = parsed.values;
  const orderId = await orderIdOf(orderNumber);
  if (orderId === null) {
    io.err(`No order has the number ${orderNumber}.`);
    return EXIT.failed;
  }
  // The command line names no staff member: its events and audit entries say null (decision 0112's departure for `accounts`).
  const result = await moveOrder(null, orderId, status, { carrier, trackingNumber: tracking, returnOrderNumber: returnNumber, reason });
  if (!result.ok) {
    io.err(result.problem === "notFound" ? `No order has the number ${orderNumber}.` : `${orderNumber} is ${result.from}: ${PROBLEMS[result.problem]}`);
    return result.problem === "detailsInvalid" ? EXIT.usage : EXIT.failed;
  }
  io.out(`Order ${orderNumber}: ${result.from} → ${result.to}.`);
  return EXIT.ok;
}
