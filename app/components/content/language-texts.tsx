import { useTranslation } from "~/i18n/react";
import { Field, Textarea } from "~/chunks/forms";
import type { FieldState } from "~/components/ui/server-form";
import { languageField } from "~/domain/content-texts";
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS } from "~/i18n/languages";

type TextSpec = { name: string; label: string; max: number; multiline: boolean; hint?: string };

/**
 * The texts of a content form in the nine languages: one fieldset per language (English first and
 * required), each a title-like line and a body-like text as the specs say. The controls are
 * `lang`-less (staff type in any language) but the legend names the language in itself.
 */
export function LanguageTexts({ fields, specs, missing }: { fields: Record<string, FieldState>; specs: readonly TextSpec[]; missing?: readonly string[] }) {
  const { t } = useTranslation("content");
  return (
    <div className="mt-6 space-y-4">
      {LANGUAGES.map((lng) => (
        <fieldset key={lng} className="rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold">
            <span lang={LANGUAGE_TAGS[lng]}>{LANGUAGE_NAMES[lng]}</span> ({lng}){lng === "en" ? ` – ${t("form.required")}` : missing?.includes(lng) ? ` – ${t("form.missingHere")}` : ""}
          </legend>
          {specs.map((spec) => {
            const field = fields[languageField(spec.name, lng)]!;
            const label = `${spec.label} (${lng})`;
            return spec.multiline ? (
              <Textarea key={spec.name} field={field} label={label} hint={spec.hint} rows={lng === "en" ? 8 : 5} maxLength={spec.max} />
            ) : (
              <Field key={spec.name} field={field} label={label} hint={spec.hint} maxLength={spec.max} />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** "missing: de, pl" for a list, or nothing. */
export function MissingLanguages({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation("content");
  if (missing.length === 0) return <span className="text-gray-600">{t("list.complete")}</span>;
  return <span className="font-medium text-amber-800">{t("list.missing", { languages: missing.join(", ") })}</span>;
}
