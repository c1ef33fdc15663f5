/**
 * Order status changes by the back office, until the warehouse system sends them:
 *   npm run orders -- status <orderNumber> <status> [--carrier X --tracking Y] [--return-number Z]
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import { runDatabaseCommand } from "./database-command";
import { runOrdersCommand } from "./orders-cli";

runDatabaseCommand(runOrdersCommand);
