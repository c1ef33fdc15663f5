import { isOrderStatus } from "~/domain/order-status";
import { changeOrderStatus, parseOrderNumber } from "~/services/ordering/orders.server";
import { EXIT, type Output, commandLine } from "./cli";

export const USAGE = `Usage:
  npm run orders -- status <orderNumber> <status> [--carrier <name> --tracking <number>] [--return-number <number>]

Statuses: submitted → unshipped → shipped → returning → returned (decision 0052). Shipping needs
--carrier and --tracking; returning needs --return-number. Cancelling is the buyer's (with a reason,
in the shop), so it is not offered here.

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const PROBLEMS: Record<string, string> = {
  sameStatus: "The order already has this status.",
  notAllowed: "This change is not allowed by the transition rules.",
  carrierRequired: "Shipping needs --carrier and --tracking.",
  returnNumberRequired: "A return needs --return-number.",
  useCancel: "Orders are cancelled by the buyer in the shop, with a reason.",
  changedMeanwhile: "The order changed meanwhile; try again.",
};

const TEXT_MAX = 100;

const cli = commandLine({
  usage: USAGE,
  options: { carrier: "string", tracking: "string", "return-number": "string" },
  commands: { status: { args: ["orderNumber", "status"], options: ["carrier", "tracking", "return-number"] } },
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
  const { carrier, tracking, "return-number": returnNumber } = parsed.values;
  if ([carrier, tracking, returnNumber].some((value) => value !== undefined && value.length > TEXT_MAX)) {
    io.err(`Carrier, tracking and return numbers are at most ${TEXT_MAX} characters.`);
    return EXIT.usage;
  }
  const result = await changeOrderStatus(orderNumber, status, { carrier, trackingNumber: tracking, returnOrderNumber: returnNumber });
  if (!result.ok) {
    io.err(result.problem === "notFound" ? `No order has the number ${orderNumber}.` : `${orderNumber} is ${result.from}: ${PROBLEMS[result.problem]}`);
    return EXIT.failed;
  }
  io.out(`Order ${orderNumber}: ${result.from} → ${result.to}.`);
  return EXIT.ok;
}
