import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, StatusNotice, titleMeta } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { loader } from "./import-result.server";

export { loader } from "./import-result.server";

export const meta = titleMeta;
export const handle = { i18n: ["imports", "cart"] };

export default function ImportResultPage() {
  const { result, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation("imports");
  const count = (status: string) => result.lines.filter((line) => line.status === status).length;
  const [added, adjusted, rejected] = [count("added"), count("adjusted"), count("rejected")];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t(result.source === "plan" ? "result.planHeading" : "result.heading")}</h1>
      <p className="mt-2 text-gray-700">
        {result.fileName ? `${result.fileName} · ` : ""}
        {result.createdAt}
      </p>
      <StatusNotice className="mt-4">{t("result.summary", { added: added + adjusted, adjusted, rejected })}</StatusNotice>
      <DataTable caption={t("result.caption")} className="mt-6" columns={[{ label: t("result.line") }, { label: t("result.barcode") }, { label: t("result.product") }, { label: t("result.added"), align: "right" }, { label: t("result.outcome") }]}>
            {result.lines.map((line) => (
              <tr key={line.line} className={`border-b border-gray-200 align-top ${line.status === "rejected" ? "bg-red-50" : ""}`}>
                <td className="py-2 pr-4 tabular-nums">{formatCount(line.line, lng)}</td>
                <td className="py-2 pr-4 break-all">{line.barcode}</td>
                <td className="py-2 pr-4">{line.name ?? "—"}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{line.added === null ? "—" : formatCount(line.added, lng)}</td>
                <td className={`py-2 ${line.status === "rejected" ? "font-semibold text-red-800" : ""}`}>
                  <span className="block">{t(`result.status.${line.status}`)}</span>
                  {line.reason ? <span className="block">{t(line.reason, line.values ?? {})}</span> : null}
                </td>
              </tr>
            ))}
          </DataTable>
      <p className="mt-8 flex flex-wrap gap-6">
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("result.toCart")}
        </Link>
        <Link to="/cart/import" className="font-medium text-brand-dark underline">
          {t("result.again")}
        </Link>
      </p>
    </div>
  );
}
