import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { type FormReply, Field, Textarea, useServerForm } from "~/chunks/forms";
import { DATA_WANTED, ENTERPRISE_SIZES } from "~/domain/api-access";
import type { ApplicationView } from "./view";

export const FORM_ID = "api-application";
const FIELDS = ["companyName", "shopUrl", "enterpriseSize", "technicalStaff", "dataWanted", "otherData", "contactNote"];

/** Where the error summary's link for a field of the reply goes (the page's other forms have none). */
export const fieldIdOf = (name: string): string | undefined => (FIELDS.includes(name) ? `${FORM_ID}-${name}` : undefined);

export type Limits = { companyName: number; shopUrl: number; otherData: number; contactNote: number };

type Values = {
  intent: string;
  companyName: string;
  shopUrl: string;
  enterpriseSize: string;
  technicalStaff: string;
  dataWanted: string[];
  otherData: string;
  contactNote: string;
};

function defaultsOf(application: ApplicationView | null): Partial<Values> | undefined {
  if (!application) return undefined;
  const { answers } = application;
  return {
    companyName: answers.companyName,
    shopUrl: answers.shopUrl,
    enterpriseSize: answers.enterpriseSize,
    technicalStaff: answers.technicalStaff ? "yes" : "no",
    dataWanted: answers.dataWanted,
    otherData: answers.otherData ?? "",
    contactNote: answers.contactNote,
  };
}

/** The application: first submission, a change while it is reviewed, or the correction after a refusal. */
export function ApplicationForm({ intent, application, reply, limits, busy }: { intent: "submit" | "edit" | "resubmit"; application: ApplicationView | null; reply: FormReply | null; limits: Limits; busy: boolean }) {
  const { t } = useTranslation("apiaccess");
  const [form, fields] = useServerForm<Values>({ id: FORM_ID, reply, defaultValue: defaultsOf(application) });
  const heading = { submit: "form.headingSubmit", edit: "form.headingEdit", resubmit: "form.headingResubmit" }[intent];
  return (
    <section aria-labelledby="api-application-heading" className="mt-8">
      <h2 id="api-application-heading" className="text-xl font-semibold">
        {t(heading)}
      </h2>
      <p className="mt-1 mb-4 text-gray-700">{t("form.required")}</p>
      <Form method="post" action="/account/apiApplication" {...form.props}>
        <Field field={fields.companyName} label={t("form.companyName")} hint={t("form.companyNameHint", { max: limits.companyName })} autoComplete="organization" maxLength={limits.companyName} />
        <Field field={fields.shopUrl} label={t("form.shopUrl")} hint={t("form.shopUrlHint", { max: limits.shopUrl })} type="url" inputMode="url" maxLength={limits.shopUrl} />
        <ChoiceGroup field={fields.enterpriseSize} type="radio" legend={t("form.enterpriseSize")} options={ENTERPRISE_SIZES.map((size) => ({ value: size, label: t(`form.size.${size}`) }))} />
        <ChoiceGroup
          field={fields.technicalStaff}
          type="radio"
          legend={t("form.technicalStaff")}
          options={[
            { value: "yes", label: t("form.yes") },
            { value: "no", label: t("form.no") },
          ]}
        />
        <ChoiceGroup field={fields.dataWanted} type="checkbox" legend={t("form.dataWanted")} hint={t("form.dataWantedHint")} options={DATA_WANTED.map((item) => ({ value: item, label: t(`form.data.${item}`) }))} />
        <Field field={fields.otherData} label={t("form.otherData")} hint={t("form.otherDataHint", { max: limits.otherData })} maxLength={limits.otherData} />
        <Textarea field={fields.contactNote} label={t("form.contactNote")} hint={t("form.contactNoteHint", { max: limits.contactNote })} rows={3} maxLength={limits.contactNote} />
        <button type="submit" name="intent" value={intent} disabled={busy} className="mt-2 rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-brand disabled:opacity-60">
          {t(`form.${intent}`)}
        </button>
      </Form>
    </section>
  );
}
