// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether a one-line text holds a control character: a NUL (which PostgreSQL's `text` refuses), a
 * line break or another C0 control is no part of a name, tag or number typed in a field.
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
