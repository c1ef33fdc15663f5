import type { Translate } from "~/i18n/translator";

/** Values a message is written with (numbers are formatted by the translation, strings shown as given). */
export type MessageValues = Record<string, string | number>;

/** What a form shows when it refuses: a translation key, and values for the ones that need them. */
export type Message = { key: string; values?: MessageValues };

/**
 * Conform carries every error as a string, so a message travels as its key, followed by its values
 * as JSON after a "|" when it has any ("cart:errors.minimum|{\"minimum\":6}"). A key never holds a
 * "|"; a string that is not such a reference reads as a bare key.
 */
const SEPARATOR = "|";

export function messageRef(message: Message | string): string {
  if (typeof message === "string") return message;
  const values = message.values && Object.keys(message.values).length > 0 ? message.values : null;
  return values ? `${message.key}${SEPARATOR}${JSON.stringify(values)}` : message.key;
}

export function readMessage(ref: string): Message {
  const at = ref.indexOf(SEPARATOR);
  if (at < 0) return { key: ref };
  try {
    const parsed: unknown = JSON.parse(ref.slice(at + 1));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const values = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"));
      return { key: ref.slice(0, at), values };
    }
  } catch {
    // Not a reference written by messageRef: the whole string is the key.
  }
  return { key: ref };
}

/** The text of a message (or of its reference) in the reader's language. */
export function messageText(t: Translate, message: string | Message): string {
  const { key, values } = typeof message === "string" ? readMessage(message) : message;
  return values ? t(key, values) : t(key);
}
