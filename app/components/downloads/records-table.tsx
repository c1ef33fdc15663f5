import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Translate } from "~/i18n/translator";
import { DataTable } from "~/chunks/forms";
import { CopyLinkButton } from "./copy-link";
import { useHydrated } from "~/chunks/shell";
import { canRedownload } from "~/domain/downloads";
import { type RecordView, canSend, fileNames } from "./view";

type Props = {
  records: readonly RecordView[];
  caption: string;
  /** Where the "Refresh" link and the record forms come back to (this page's address). */
  here: string;
};

const cell = "py-3 pr-4 align-top";
const smallButton = "rounded border border-gray-500 px-2 py-1 text-sm hover:bg-gray-100";

/** How a record is named in the controls repeated per record ("By category, 27 Nov 2026, 10:15 CET"). */
export const recordName = (record: RecordView, t: Translate): string => t("downloads:records.name", { type: t(`downloads:types.${record.source}`), date: record.generatedAt });

/**
 * The download records: type, category, files, size, status, generation time, expiry date, remark,
 * and each record's files (a link, the link as selectable text, "copy link" with JavaScript) and
 * actions (send by e-mail; generate again once expired or failed). Without JavaScript a generating
 * record offers "Refresh", a plain link to this page.
 */
export function RecordsTable({ records, caption, here }: Props) {
  const { t } = useTranslation("downloads");
  const hydrated = useHydrated();
  const generating = records.some((record) => record.status === "generating");
  return (
    <>
      {generating && !hydrated ? <p className="mb-2 text-sm text-gray-700">{t("records.refreshHint")}</p> : null}
      <DataTable
        caption={caption}
        columns={[
          { label: t("records.type") },
          { label: t("records.category") },
          { label: t("records.files"), align: "right" },
          { label: t("records.size"), align: "right" },
          { label: t("records.status") },
          { label: t("records.generatedAt") },
          { label: t("records.expiresAt") },
          { label: t("records.remark") },
          { label: t("records.actions") },
        ]}
      >
        {records.map((record) => (
          <RecordRow key={record.id} record={record} here={here} hydrated={hydrated} />
        ))}
      </DataTable>
    </>
  );
}

function RecordRow({ record, here, hydrated }: { record: RecordView; here: string; hydrated: boolean }) {
  const { t } = useTranslation("downloads");
  const suffix = t("records.suffix", { name: recordName(record, t) });
  return (
    <tr id={`record-${record.id}`} data-status={record.status} className="border-b border-gray-200">
      <th scope="row" className={`${cell} font-normal`}>
        {t(`types.${record.source}`)}
      </th>
      <td className={cell}>{record.categoryName ?? t("records.noCategory")}</td>
      <td className={`${cell} text-right`}>
        {record.fileCount}
        {record.productCount > 0 ? (
          <>
            {" "}
            <span className="block text-xs text-gray-700">{t("records.products", { count: record.productCount })}</span>
          </>
        ) : null}
      </td>
      <td className={`${cell} text-right whitespace-nowrap`}>{record.status === "done" ? record.size : ""}</td>
      <td className={cell}>
        <span className={record.status === "failed" ? "font-medium text-red-700" : record.status === "done" ? "font-medium text-green-800" : ""}>{t(`statuses.${record.status}`)}</span>
        {record.status === "generating" && !hydrated ? (
          <>
            {" "}
            <Link to={here} className="block text-sm font-medium text-brand-dark underline">
              {t("records.refresh")}
            </Link>
          </>
        ) : null}
      </td>
      <td className={cell}>
        <time dateTime={record.generatedAtIso}>{record.generatedAt}</time>
      </td>
      <td className={cell}>{record.expiresAt && record.expiresAtIso ? <time dateTime={record.expiresAtIso}>{record.expiresAt}</time> : ""}</td>
      <td className={`${cell} text-sm`}>
        <Remark record={record} />
      </td>
      <td className="py-3 align-top">
        <RecordActions record={record} here={here} suffix={suffix} />
      </td>
    </tr>
  );
}

function Remark({ record }: { record: RecordView }) {
  const { t } = useTranslation("downloads");
  return (
    <>
      {record.status === "failed" ? (
        <p>
          {record.failureReason ? `${t(`failures.${record.failureReason}`)} ` : ""}
          {t("remarks.failed")}
        </p>
      ) : null}
      {record.status === "expired" ? <p>{t("remarks.expired")}</p> : null}
      {record.watermarked !== null && record.status !== "failed" ? <p>{t(record.watermarked ? "records.watermarked" : "records.unwatermarked")}</p> : null}
      {record.skipped.length > 0 ? (
        <>
          <p>{t("remarks.skipped", { count: record.skipped.length })}</p>
          <ul className="list-none">
            {record.skipped.map((skip, index) => (
              <li key={`${skip.barcode}-${index}`}>
                <span className="font-mono">{skip.barcode}</span>
                {t("records.suffix", { name: t(`skipped.${skip.reason}`) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function RecordActions({ record, here, suffix }: { record: RecordView; here: string; suffix: string }) {
  const { t } = useTranslation("downloads");
  const names = fileNames(record.files, t);
  return (
    <>
      {record.status === "done" && record.files.length > 0 ? (
        <ul className="list-none space-y-3">
          {record.files.map((file, index) => {
            const inputId = `record-${record.id}-link-${index + 1}`;
            const fileSuffix = t("records.suffix", { name: t("records.fileOf", { file: names[index], record: recordName(record, t) }) });
            return (
              <li key={file.href}>
                <a href={file.href} download className="font-medium text-brand-dark underline">
                  {t("records.download", { name: names[index] })}
                  <span className="sr-only">{suffix}</span>
                </a>{" "}
                <span className="text-sm text-gray-700">({file.size})</span>{" "}
                <label htmlFor={inputId} className="sr-only">
                  {t("records.linkLabel", { name: names[index] })}
                  {suffix}
                </label>
                <input id={inputId} type="text" readOnly value={file.url} className="mt-1 block w-full min-w-64 rounded border border-gray-400 px-2 py-1 font-mono text-xs" />
                <span className="mt-1 block">
                  <CopyLinkButton url={file.url} inputId={inputId} suffix={fileSuffix} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {canSend(record) ? <RecordButton action={`/downloadCenter/records/${record.id}/send`} here={here} label={t("records.send")} suffix={suffix} className="mt-3" /> : null}
      {canRedownload(record.status) ? <RecordButton action={`/downloadCenter/records/${record.id}/redownload`} here={here} label={t("records.redownload")} suffix={suffix} /> : null}
    </>
  );
}

/** A record's action: a plain POST form coming back to this page, its button naming the record. */
function RecordButton({ action, here, label, suffix, className }: { action: string; here: string; label: string; suffix: string; className?: string }) {
  return (
    <Form method="post" action={action} className={className}>
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={smallButton}>
        {label}
        <span className="sr-only">{suffix}</span>
      </button>
    </Form>
  );
}
