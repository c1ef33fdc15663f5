import { titleOrNotFoundMeta } from "~/utils/not-found";
import { RecordActionRefused } from "../downloadCenter/record-action-refused";

export { action, loader } from "./record-redownload.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["downloads"] };

export default RecordActionRefused;
