// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether a one-line text holds a control character: a NUL (which PostgreSQL's `text` refuses), a
 * line break or another C0 control is no part of a name, tag or number typed in a field.
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** The same for a text of several lines (a reason, an article): tab and line breaks are allowed. */
export function hasControlCharactersBesidesLines(text: string): boolean {
  return CONTROL_BUT_LINES.test(text);
}
