/**
 * Unwatermarked images from the command line, until the back office exists:
 *   npm run images -- approve <email>
 *   npm run images -- refuse <email> [--reason "…"]
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default ./data),
 * which the shop server must not be using at the same time.
 */
import { runDatabaseCommand } from "./database-command";
import { runImagesCommand } from "./images-cli";

runDatabaseCommand((argv, io) => runImagesCommand(argv, io));
