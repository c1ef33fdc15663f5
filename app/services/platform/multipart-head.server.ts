/**
 * The short text fields at the start of a multipart body the server dropped as too large
 * (server/app.ts keeps its first bytes): browsers send the fields in the form's order, so the ones
 * before the file input are there whole. Only complete parts count (followed by the next
 * boundary), only fields without a file name, only the names asked for, each at most 1,000
 * characters: what the refused page gives back as typed.
 */
export function fieldsOfMultipartHead(head: Uint8Array | undefined, contentType: string | null, names: readonly string[]): Record<string, string> {
  const boundary = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? "");
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!head || !mark) return {};
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString("utf8");
  const parts = text.split(`--${mark}`);
  // The last piece is either the closing "--" or a part cut off by the head's end.
  const whole = parts.slice(1, -1);
  const fields: Record<string, string> = {};
  for (const part of whole) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? "";
    if (/\bfilename\*?=/i.test(disposition)) continue;
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined || !names.includes(name) || Object.hasOwn(fields, name)) continue;
    const value = part.slice(split + 4).replace(/\r\n$/, "");
    if (value.length <= 1000) fields[name] = value;
  }
  return fields;
}
