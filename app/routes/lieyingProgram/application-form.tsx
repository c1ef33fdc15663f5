import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { type FormReply, Field, Select, Textarea, useServerForm } from "~/chunks/forms";
import { FALCON_CHANNELS, FALCON_LEVELS } from "~/domain/falcon";
import type { ApplicationView } from "./view";

export const FORM_ID = "falcon-application";
const FIELDS = ["channels", "regions", "brandSharePct", "yearlyTarget", "levelAsked", "note"];

/** Where the error summary's link for a field of the reply goes. */
export const fieldIdOf = (name: string): string | undefined => (FIELDS.includes(name) ? `${FORM_ID}-${name}` : undefined);

type Values = { intent: string; channels: string[]; regions: string; brandSharePct: string; yearlyTarget: string; levelAsked: string; note: string };

/** After a refusal the form starts from the answers sent before. */
function defaultsOf(application: ApplicationView | null): Partial<Values> | undefined {
  if (!application) return undefined;
  const { answers } = application;
  return { channels: answers.channels, regions: answers.regions, brandSharePct: String(answers.brandSharePct), yearlyTarget: answers.yearlyTargetTyped, levelAsked: application.levelAsked, note: answers.note };
}

/** The application: the first one, or the one sent again after a refusal (a new revision). */
export function ApplicationForm({ intent, application, reply, currency, limits, busy }: { intent: "submit" | "resubmit"; application: ApplicationView | null; reply: FormReply | null; currency: string; limits: { regions: number; note: number }; busy: boolean }) {
  const { t } = useTranslation("falcon");
  const [form, fields] = useServerForm<Values>({ id: FORM_ID, reply, defaultValue: defaultsOf(application) });
  return (
    <section aria-labelledby="falcon-form-heading" className="mt-8">
      <h2 id="falcon-form-heading" className="text-xl font-semibold">
        {t(intent === "submit" ? "form.headingSubmit" : "form.headingResubmit")}
      </h2>
      <p className="mt-1 mb-4 text-gray-700">{t("form.required")}</p>
      <Form method="post" action="/lieyingProgram" {...form.props}>
        <ChoiceGroup field={fields.channels} type="checkbox" legend={t("form.channels")} hint={t("form.channelsHint")} options={FALCON_CHANNELS.map((each) => ({ value: each, label: t(`channel.${each}`) }))} />
        <Textarea field={fields.regions} label={t("form.regions")} hint={t("form.regionsHint", { max: limits.regions })} rows={2} maxLength={limits.regions} />
        <Field field={fields.brandSharePct} label={t("form.brandSharePct")} hint={t("form.brandSharePctHint")} inputMode="numeric" maxLength={3} />
        <Field field={fields.yearlyTarget} label={t("form.yearlyTarget", { currency })} hint={t("form.yearlyTargetHint", { currency })} inputMode="decimal" maxLength={30} />
        <Select field={fields.levelAsked} label={t("form.levelAsked")} placeholder={t("form.levelChoose")} options={FALCON_LEVELS.map((each) => ({ value: each, label: t(`level.${each}`) }))} />
        <Textarea field={fields.note} label={t("form.note")} hint={t("form.noteHint", { max: limits.note })} rows={3} maxLength={limits.note} />
        <button type="submit" name="intent" value={intent} disabled={busy} className="mt-2 rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-brand disabled:opacity-60">
          {t(intent === "submit" ? "form.submit" : "form.resubmit")}
        </button>
      </Form>
    </section>
  );
}
