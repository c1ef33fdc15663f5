import { z } from "zod";
import type { LocalizedText } from "~/db/schema";
import { languageField, storedText } from "~/domain/content-texts";
import { messageRef } from "~/domain/form-message";
import { hasControlCharacters, hasControlCharactersBesidesLines } from "~/domain/plain-text";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The back office's content forms (decision 0112): a text per language in fields named
 * `title_de`, `body_zh-cn`…; English required, the others optional. The server reads them with
 * zod; the browser does not validate.
 */

/** One language's text: trimmed, at most `max` characters, control characters refused (line breaks only in a multi-line text). */
export function textField({ max, multiline, required }: { max: number; multiline: boolean; required: boolean }) {
  const base = z
    .string({ error: "content:errors.required" })
    .trim()
    .max(max, { error: messageRef({ key: "content:errors.tooLong", values: { max } }), abort: true })
    .refine((text) => !(multiline ? hasControlCharactersBesidesLines(text) : hasControlCharacters(text)), "content:errors.invalidCharacters")
    .transform((text) => (multiline ? text.replace(/\r\n?/g, "\n") : text));
  return required ? base.pipe(z.string().min(1, "content:errors.required")) : base.optional();
}

export type TextSpec = { name: string; max: number; multiline: boolean };

/** The fields of texts in the nine languages: `{ title_en, title_zh-cn, …, body_en, … }`. */
export function localizedShape(specs: readonly TextSpec[]) {
  const shape: Record<string, ReturnType<typeof textField>> = {};
  for (const spec of specs) for (const lng of LANGUAGES) shape[languageField(spec.name, lng)] = textField({ ...spec, required: lng === "en" });
  return shape;
}

type Parsed = Record<string, unknown>;

/** A text of the parsed form, as stored (empty languages left out). */
export function localizedValue(value: Parsed, name: string): LocalizedText {
  const values: Partial<Record<Language, string>> = {};
  for (const lng of LANGUAGES) {
    const text = value[languageField(name, lng)];
    if (typeof text === "string") values[lng] = text;
  }
  return storedText(values);
}

/**
 * Texts that go together (a title and its body): in a language, both or neither. Adds the issue
 * to the empty one's field.
 */
export function pairedLanguages(names: readonly [string, string]) {
  return (value: Parsed, context: z.RefinementCtx) => {
    for (const lng of LANGUAGES) {
      if (lng === "en") continue;
      const [first, second] = names.map((name) => value[languageField(name, lng)]);
      const filled = [Boolean(first), Boolean(second)];
      if (filled[0] !== filled[1]) {
        const empty = languageField(filled[0] ? names[1] : names[0], lng);
        context.addIssue({ code: "custom", path: [empty], message: "content:errors.pairMissing" });
      }
    }
  };
}

/** A form's texts as the form starts with them: every language, "" when empty. */
export function localizedDefaults(texts: Record<string, LocalizedText | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(texts)) for (const lng of LANGUAGES) out[languageField(name, lng)] = text?.[lng] ?? "";
  return out;
}

/** A position in a list: a whole number 0–9999, 0 when left empty. */
export const positionField = z.coerce
  .number({ error: "content:errors.position" })
  .int("content:errors.position")
  .min(0, "content:errors.position")
  .max(9999, "content:errors.position")
  .optional()
  .transform((value) => value ?? 0);
