/**
 * Stock from the command line, until the warehouse import exists:
 *   npm run stock -- restock <barcode> <quantity>
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import { runDatabaseCommand } from "./database-command";
import { runStockCommand } from "./stock-cli";

runDatabaseCommand(runStockCommand);
