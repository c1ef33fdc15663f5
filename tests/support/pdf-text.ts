import zlib from "node:zlib";

/**
 * The text of a PDF that pdfkit wrote (decision 0113, item 8): no PDF reader is a dependency, so
 * this reads pdfkit's own output back. Streams are inflated when Flate-compressed; each font's
 * glyph ids (Identity-H, four hex digits) are mapped through its ToUnicode CMap; the strings of
 * Tj and TJ are joined, a line per text object. It reads pdfkit's files only, which is its purpose.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of source.matchAll(objectPattern)) {
    const body = match[2]!;
    const at = body.indexOf("stream");
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + "stream".length + (body[at + 6] === "\r" ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? "-1");
    const raw = length >= 0 ? body.slice(start, start + length) : body.slice(start, body.lastIndexOf("endstream"));
    const bytes = Buffer.from(raw, "latin1");
    const stream = /\/Filter\s*\/FlateDecode/.test(dict) ? zlib.inflateSync(bytes).toString("latin1") : raw;
    objects.set(Number(match[1]), { dict, stream });
  }
  // Each font's glyph-to-text map, by the font object's number.
  const maps = new Map<number, Map<string, string>>();
  for (const [id, object] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(object.dict)?.[1];
    const cmap = ref ? objects.get(Number(ref))?.stream : null;
    if (cmap) maps.set(id, readCmap(cmap));
  }
  // Font resource names (/F1) to font objects, from every resource dictionary.
  const fonts = new Map<string, Map<string, string>>();
  for (const object of objects.values()) {
    for (const entry of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = maps.get(Number(entry[2]));
      if (map) fonts.set(entry[1]!, map);
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/\bBT\b/.test(object.stream)) continue;
    let font = new Map<string, string>();
    for (const block of object.stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = "";
      for (const token of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
        if (token[1]) font = fonts.get(token[1]) ?? new Map();
        const hexes = token[2] !== undefined ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!) : token[3] !== undefined ? [token[3]] : [];
        for (const hex of hexes) for (let i = 0; i + 4 <= hex.length; i += 4) line += font.get(hex.slice(i, i + 4).toLowerCase()) ?? "";
      }
      lines.push(line);
    }
  }
  return lines.join("\n");
}

/** A ToUnicode CMap's bfrange and bfchar entries, as glyph (four hex digits) to text. */
function readCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, "").match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const hex4 = (n: number) => n.toString(16).padStart(4, "0");
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      if (range[3]!.startsWith("[")) {
        const targets = [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((target) => text(target[1]!));
        for (let code = from; code <= to; code++) map.set(hex4(code), targets[code - from] ?? "");
      } else {
        const base = parseInt(range[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(hex4(code), String.fromCharCode(base + code - from));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(hex4(parseInt(entry[1]!, 16)), text(entry[2]!));
  }
  return map;
}
