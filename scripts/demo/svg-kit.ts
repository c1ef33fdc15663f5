/** Colours a drawing is painted with; derived from the product colour (see images.ts). */
export type Palette = {
  body: string;
  dark: string;
  light: string;
  outline: string;
  accent: string;
  metal: string;
  glass: string;
  warm: string;
  screen: string;
  background: string;
};

export type Drawing = (p: Palette) => string;

function attrs(fill: string, stroke: string | null, width: number, extra: string): string {
  const strokeWidth = extra.includes("stroke-width=") ? "" : ` stroke-width="${width}"`;
  const outline = stroke ? ` stroke="${stroke}"${strokeWidth} stroke-linejoin="round" stroke-linecap="round"` : "";
  return `fill="${fill}"${outline}${extra ? ` ${extra}` : ""}`;
}

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, stroke: string | null = null, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs(fill, stroke, 5, extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, stroke: string | null = null, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs(fill, stroke, 5, extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, stroke: string | null = null, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attrs(fill, stroke, 5, extra)}/>`;

export const path = (d: string, fill: string, stroke: string | null = null, extra = "") => `<path d="${d}" ${attrs(fill, stroke, 5, extra)}/>`;

/** An open stroke (cords, tubes, straps). */
export const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;

/** Repeats a shape: `repeat(4, (i) => circle(100 + i * 40, …))`. */
export const repeat = (count: number, draw: (i: number) => string) => Array.from({ length: count }, (_, i) => draw(i)).join("");

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}
