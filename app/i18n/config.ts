import type { InitOptions } from "i18next";
import { LANGUAGES } from "./languages";

export const DEFAULT_NAMESPACE = "common";

/** Options shared by the server and the browser instances. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  defaultNS: DEFAULT_NAMESPACE,
  // "zh-cn" must stay as written, and must never load "zh" as a parent language.
  lowerCaseLng: true,
  load: "currentOnly",
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
