import { restockByBarcode } from "~/services/catalogue/arrival-notices.server";
import { EXIT, type Output, commandLine } from "./cli";

export const USAGE = `Usage:
  npm run stock -- restock <barcode> <quantity>   add arrived stock; waiting arrival notices are mailed once
                                                 (queued; the shop server sends them, on the embedded
                                                 database at its next start)

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database.
With the embedded database, stop the shop server first.`;

const cli = commandLine({ usage: USAGE, commands: { restock: { args: ["barcode", "quantity"] } } });

/** The stock command without process or database set-up, so that tests can run it. */
export async function runStockCommand(argv: string[], io: Output): Promise<number> {
  const parsed = cli.parse(argv, io);
  if ("exit" in parsed) return parsed.exit;
  const { barcode, quantity: quantityText } = parsed.args;
  if (!/^\d{1,6}$/.test(quantityText) || Number(quantityText) === 0) {
    io.err(`The quantity must be a whole number from 1 to 999999, got "${quantityText}".`);
    return EXIT.usage;
  }
  const result = await restockByBarcode(barcode, Number(quantityText));
  if (!result) {
    io.err(`No product has the barcode ${barcode}.`);
    return EXIT.failed;
  }
  io.out(`Restocked ${barcode}: ${result.available} available; ${result.notified} arrival notice${result.notified === 1 ? "" : "s"} queued for mailing.`);
  return EXIT.ok;
}
