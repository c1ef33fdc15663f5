/**
 * API applications from the command line, until the back office exists (decision 0107):
 *   npm run api-access -- review|approve <email> [--brand <key>] [--by <name>]
 *   npm run api-access -- refuse|revoke <email> --reason "…" [--brand <key>] [--by <name>]
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import { runApiAccessCommand } from "./api-access-cli";
import { runDatabaseCommand } from "./database-command";

runDatabaseCommand((argv, io) => runApiAccessCommand(argv, io));
