import { formatDateTime } from "~/domain/date-time";
import { formatFileSize } from "~/domain/downloads";
import type { Language } from "~/i18n/languages";
import type { OrderLabel } from "./orders.server";

/** A label as the pages show it (components/orders/shipping-labels.tsx LabelView). */
export function presentLabel(label: Pick<OrderLabel, "id" | "carrierTag" | "trackingNumber" | "fileName" | "bytes" | "uploadedAt">, lng: Language, zone: string) {
  return {
    id: label.id,
    carrierTag: label.carrierTag,
    trackingNumber: label.trackingNumber,
    fileName: label.fileName,
    size: formatFileSize(label.bytes, lng),
    date: formatDateTime(label.uploadedAt.toISOString(), lng, zone),
    dateIso: label.uploadedAt.toISOString(),
  };
}
