import type { Language } from "~/i18n/languages";
import { LANGUAGE_TAGS } from "~/i18n/languages";

/**
 * A text of the help centre or a notice in the reader's language, or in English where that is
 * missing: then marked `lang="en"` so that a screen reader reads it as English (decision 0114).
 */
export function Shown({ text, page }: { text: { text: string; lang: Language }; page: Language }) {
  return text.lang === page ? <>{text.text}</> : <span lang={LANGUAGE_TAGS[text.lang]}>{text.text}</span>;
}
