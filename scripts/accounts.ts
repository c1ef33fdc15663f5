/**
 * Accounts from the command line, until the customer-service screens exist:
 *   npm run accounts -- list [--pending]
 *   npm run accounts -- approve <email>
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import { runAccountsCommand } from "./accounts-cli";
import { runDatabaseCommand } from "./database-command";

runDatabaseCommand(runAccountsCommand);
