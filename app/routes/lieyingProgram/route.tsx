import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type FormReply, ErrorSummary, replyErrors } from "~/chunks/forms";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import { ApplicationForm, fieldIdOf } from "./application-form";
import { ApplicationState, HowToJoin, LevelsTable, StandingBlock } from "./parts";
import type { action, loader } from "./programme.server";

export { action, loader } from "./programme.server";

export const meta = titleMeta;
export const handle = { i18n: ["falcon"] };

/** /lieyingProgram: the Falcon partner programme (decision 0114). */
export default function FalconProgramme() {
  const { brand, reader, company, currency, levels, standing, application, intent, clientPicker, limits, notice } = useLoaderData<typeof loader>();
  const reply = (useActionData<typeof action>() ?? null) as FormReply | null;
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("falcon");
  return (
    <div className="max-w-4xl">
      <ErrorSummary errors={replyErrors(reply, t, fieldIdOf)} />
      <h1 className="text-2xl font-bold">{t("heading", { brand })}</h1>
      <p className="mt-2 text-gray-700">{t("intro", { brand })}</p>
      {notice && !reply ? <StatusNotice className="mt-4">{t(notice.text)}</StatusNotice> : null}
      {standing ? <StandingBlock standing={standing} company={reader === "salesman" ? company : null} brand={brand} /> : null}
      <LevelsTable levels={levels} currency={currency} />
      {application ? <ApplicationState application={application} /> : null}
      {intent ? <ApplicationForm intent={intent} application={application} reply={reply} currency={currency} limits={limits} busy={busy} /> : null}
      {reader === "anonymous" || reader === "staff" || reader === "chooseClient" || reader === "unofficial" ? <HowToJoin reader={reader} clientPicker={clientPicker} /> : null}
    </div>
  );
}
