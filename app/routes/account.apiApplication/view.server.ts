import { formatDateTime } from "~/domain/date-time";
import type { Language } from "~/i18n/languages";
import type { ApiApplication } from "~/services/api-access/applications.server";
import type { ApplicationView } from "./view";

export function applicationView(application: ApiApplication, { lng, timeZone }: { lng: Language; timeZone: string }): ApplicationView {
  const when = (date: Date) => formatDateTime(date.toISOString(), lng, timeZone);
  return {
    status: application.status,
    date: when(application.status === "submitted" ? application.submittedAt : (application.decidedAt ?? application.updatedAt)),
    revision: application.revision,
    answers: {
      companyName: application.companyName,
      shopUrl: application.shopUrl,
      enterpriseSize: application.enterpriseSize,
      technicalStaff: application.technicalStaff,
      dataWanted: application.dataWanted,
      otherData: application.otherData,
      contactNote: application.contactNote,
    },
    reason: application.status === "failed" ? application.reason : null,
    scopes: application.status === "approved" ? application.scopes : [],
    clientId: application.status === "approved" ? application.clientId : null,
    secret: application.secret ? { id: application.secret.id, hint: application.secret.hint, date: when(application.secret.createdAt) } : null,
  };
}
