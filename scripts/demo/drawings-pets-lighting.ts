import { type Drawing, circle, ellipse, line, path, rect, repeat } from "./svg-kit";

const SISAL = "#d8c096";

/** Flat illustrations of pet products, lighting and electrical goods on a 600 × 600 canvas. */
export const PET_LIGHTING_DRAWINGS = {
  "dog-bed": (p) =>
    ellipse(300, 410, 214, 92, p.dark, p.outline) +
    ellipse(300, 380, 214, 92, p.body, p.outline) +
    ellipse(300, 388, 150, 56, p.light, p.outline) +
    path("M130 420 Q300 500 470 420 L470 450 Q300 530 130 450 Z", p.body, p.outline),
  carrier: (p) =>
    line("M220 230 Q300 130 380 230", p.dark, 22) +
    rect(150, 226, 300, 236, 42, p.body, p.outline) +
    rect(314, 276, 116, 146, 18, p.dark, p.outline) +
    repeat(5, (i) => line(`M${334 + i * 19} 290 L${334 + i * 19} 408`, p.metal, 6)) +
    repeat(3, (i) => rect(180, 290 + i * 36, 100, 14, 7, p.dark)),
  collar: (p) =>
    ellipse(300, 300, 154, 112, "none", p.outline, 'stroke-width="42"') +
    ellipse(300, 300, 154, 112, "none", p.body, 'stroke-width="34"') +
    rect(270, 392, 60, 44, 10, p.metal, p.outline) +
    circle(300, 470, 26, "#d4af37", p.outline),
  lead: (p) =>
    line("M300 120 Q380 120 380 190 Q380 260 300 260 Q220 260 220 190 Q220 120 300 120", p.body, 26) +
    line("M300 260 Q420 320 330 380 Q240 440 320 470", p.body, 18) +
    rect(306, 462, 34, 50, 10, p.metal, p.outline),
  harness: (p) =>
    line("M200 180 L300 300 L400 180", p.body, 34) +
    line("M170 320 Q300 420 430 320", p.body, 34) +
    ellipse(300, 330, 70, 56, p.body, p.outline) +
    circle(300, 300, 20, "none", p.metal, 'stroke-width="8"') +
    rect(150, 300, 40, 36, 8, p.dark) +
    rect(410, 300, 40, 36, 8, p.dark),
  bowl: (p) =>
    path("M128 340 L170 462 Q300 494 430 462 L472 340 Z", p.body, p.outline) +
    ellipse(300, 340, 172, 46, p.body, p.outline) +
    ellipse(300, 342, 140, 32, p.dark) +
    repeat(6, (i) => circle(236 + i * 26, 340 - (i % 2) * 8, 11, "#b7793e")),
  bone: (p) =>
    circle(200, 270, 44, p.body, p.outline) +
    circle(200, 336, 44, p.body, p.outline) +
    circle(400, 270, 44, p.body, p.outline) +
    circle(400, 336, 44, p.body, p.outline) +
    rect(196, 264, 208, 78, 36, p.body) +
    line("M230 266 L370 266 M230 340 L370 340", p.outline, 5),
  scratcher: (p) =>
    rect(150, 440, 300, 44, 12, p.body, p.outline) +
    rect(206, 214, 46, 228, 6, SISAL, p.outline) +
    repeat(9, (i) => line(`M206 ${232 + i * 24} L252 ${224 + i * 24}`, "#b89c68", 4)) +
    rect(344, 296, 46, 146, 6, SISAL, p.outline) +
    rect(164, 188, 180, 32, 12, p.body, p.outline) +
    rect(300, 270, 150, 32, 12, p.body, p.outline) +
    line("M430 302 L430 380", p.dark, 4) +
    circle(430, 392, 16, p.accent),
  "litter-box": (p) =>
    path("M150 360 Q150 150 300 150 Q450 150 450 360 Z", p.light, p.outline) +
    ellipse(300, 320, 74, 72, p.dark, p.outline) +
    path("M140 356 L168 470 L432 470 L460 356 Z", p.body, p.outline),
  "litter-bag": (p) =>
    path("M200 140 L400 140 L424 472 L176 472 Z", p.body, p.outline) +
    rect(200, 130, 200, 26, 6, p.dark, p.outline) +
    rect(222, 240, 156, 150, 16, "#ffffff", p.outline) +
    circle(300, 330, 26, p.accent) +
    repeat(4, (i) => circle(258 + i * 28, 284 - (i === 1 || i === 2 ? 14 : 0), 11, p.accent)),
  "cat-toy": (p) =>
    line("M150 470 L380 190", p.dark, 10) +
    line("M380 190 Q430 150 470 180", p.outline, 3) +
    repeat(4, (i) => ellipse(470, 200, 12, 44, p.accent, null, `transform="rotate(${-40 + i * 25} 470 180)"`)) +
    circle(250, 380, 80, p.body, p.outline) +
    line("M180 350 Q250 400 320 350 M190 410 Q250 450 312 410", p.light, 10) +
    circle(250, 300, 14, "#d4af37", p.outline),
  cage: (p) =>
    path("M150 200 Q300 110 450 200", "none", p.metal, 'stroke-width="8"') +
    rect(150, 196, 300, 214, 6, "none", p.metal, 'stroke-width="8"') +
    repeat(11, (i) => line(`M${175 + i * 25} 200 L${175 + i * 25} 408`, p.metal, 4)) +
    rect(220, 280, 90, 100, 6, "none", p.dark, 'stroke-width="6"') +
    rect(136, 400, 328, 74, 16, p.body, p.outline),
  aquarium: (p) =>
    rect(130, 430, 340, 52, 10, p.dark, p.outline) +
    rect(136, 170, 328, 262, 10, p.glass, p.outline) +
    rect(144, 206, 312, 218, 6, "#7cc4e6", null, 'fill-opacity="0.8"') +
    rect(144, 396, 312, 28, 4, "#c8b08a") +
    line("M190 396 Q170 330 200 280 M220 396 Q240 340 214 300", "#2f9a68", 10) +
    path("M330 300 Q370 270 400 300 Q370 330 330 300 Z M330 300 L310 284 L310 316 Z", p.accent) +
    rect(120, 150, 360, 30, 8, p.body, p.outline),
  "aquarium-filter": (p) =>
    line("M260 160 Q250 90 180 90 M340 160 Q350 90 430 100", p.dark, 14) +
    rect(230, 176, 140, 296, 32, p.body, p.outline) +
    rect(214, 148, 172, 44, 18, p.dark, p.outline) +
    rect(258, 240, 84, 150, 16, p.glass, p.outline) +
    repeat(4, (i) => rect(270, 256 + i * 32, 60, 18, 6, "#7cc4e6")),
  bulb: (p) =>
    circle(300, 230, 124, p.warm, p.outline) +
    path("M272 300 Q300 220 328 300", "none", "#e0a526") +
    path("M236 330 L258 382 L342 382 L364 330 Z", "#f8fafc", p.outline) +
    rect(260, 380, 80, 72, 10, p.metal, p.outline) +
    repeat(4, (i) => line(`M262 ${396 + i * 14} L338 ${390 + i * 14}`, p.outline, 3)) +
    path("M280 452 L320 452 L310 476 L290 476 Z", p.dark),
  "candle-bulb": (p) =>
    path("M300 110 Q392 230 350 330 L250 330 Q208 230 300 110 Z", p.warm, p.outline) +
    line("M288 300 Q300 220 312 300", "#e0a526", 4) +
    rect(264, 328, 72, 112, 10, p.metal, p.outline) +
    repeat(5, (i) => line(`M266 ${348 + i * 16} L334 ${342 + i * 16}`, p.outline, 3)),
  spot: (p) =>
    path("M190 200 L410 200 L344 384 L256 384 Z", "#f8fafc", p.outline) +
    ellipse(300, 200, 110, 28, p.warm, p.outline) +
    repeat(3, (i) => circle(260 + i * 40, 200, 10, "#fde68a")) +
    rect(268, 384, 18, 60, 6, p.metal, p.outline) +
    rect(314, 384, 18, 60, 6, p.metal, p.outline),
  "ceiling-light": (p) =>
    rect(120, 130, 360, 16, 4, p.dark) +
    rect(270, 146, 60, 110, 8, p.body, p.outline) +
    ellipse(300, 330, 206, 62, p.body, p.outline) +
    ellipse(300, 318, 186, 48, p.warm, p.outline) +
    ellipse(300, 318, 120, 28, "#ffffff", null, 'fill-opacity="0.6"'),
  pendant: (p) =>
    rect(250, 70, 100, 20, 6, p.body, p.outline) +
    line("M300 90 L300 206", p.dark, 6) +
    ellipse(300, 372, 90, 30, p.warm) +
    path("M164 360 Q164 200 300 200 Q436 200 436 360 Z", p.body, p.outline) +
    ellipse(300, 360, 136, 20, p.dark, p.outline),
  floodlight: (p) =>
    line("M180 300 L140 300 L140 450 L460 450 L460 300 L420 300", p.dark, 14) +
    rect(170, 160, 260, 220, 18, p.body, p.outline) +
    rect(192, 182, 216, 176, 10, p.warm, p.outline) +
    repeat(5, (i) => rect(212 + i * 38, 200, 20, 140, 6, "#fde68a")),
  "solar-light": (p) =>
    line("M300 290 L300 500", p.dark, 14) +
    path("M280 500 L320 500 L300 540 Z", p.dark) +
    rect(240, 170, 120, 130, 14, p.body, p.outline) +
    rect(256, 196, 88, 80, 8, p.warm) +
    rect(220, 140, 160, 36, 6, "#1e3a8a", p.outline) +
    repeat(3, (i) => line(`M${260 + i * 40} 142 L${260 + i * 40} 174`, "#93c5fd", 2)),
  socket: (p) =>
    rect(170, 170, 260, 260, 42, p.body, p.outline) +
    circle(300, 300, 92, p.light, p.outline) +
    circle(262, 300, 15, p.dark) +
    circle(338, 300, 15, p.dark) +
    rect(288, 210, 24, 22, 4, p.metal) +
    rect(288, 368, 24, 22, 4, p.metal),
  switch: (p) =>
    rect(170, 170, 260, 260, 42, p.body, p.outline) +
    rect(232, 206, 136, 188, 22, p.light, p.outline) +
    line("M240 300 L360 300", p.outline, 3) +
    circle(300, 240, 6, p.accent),
  "extension-lead": (p) =>
    line("M110 316 Q60 330 80 420 Q100 480 190 470", p.dark, 12) +
    rect(110, 268, 380, 96, 42, p.body, p.outline) +
    repeat(4, (i) => circle(170 + i * 76, 316, 28, p.light, p.outline) + circle(160 + i * 76, 316, 6, p.dark) + circle(180 + i * 76, 316, 6, p.dark)) +
    rect(446, 296, 30, 40, 8, p.accent, p.outline),
  "cable-reel": (p) =>
    circle(300, 300, 164, "none", p.outline, 'stroke-width="78"') +
    circle(300, 300, 164, "none", p.body, 'stroke-width="70"') +
    repeat(6, (i) => circle(300, 300, 136 + i * 11, "none", p.dark, 'stroke-width="2" stroke-opacity="0.5"')) +
    circle(300, 300, 56, p.light, p.outline) +
    line("M440 380 Q500 440 470 500", p.body, 16),
  "smart-plug": (p) =>
    rect(268, 398, 14, 56, 6, p.metal, p.outline) +
    rect(318, 398, 14, 56, 6, p.metal, p.outline) +
    rect(204, 160, 192, 244, 54, p.body, p.outline) +
    circle(300, 262, 62, p.light, p.outline) +
    circle(276, 262, 10, p.dark) +
    circle(324, 262, 10, p.dark) +
    circle(300, 362, 9, p.accent),
  "smart-bulb": (p) =>
    circle(300, 230, 124, "#c4b5fd", p.outline) +
    path("M300 106 A124 124 0 0 1 407 292 L300 230 Z", "#93c5fd") +
    path("M193 292 A124 124 0 0 1 300 106 L300 230 Z", "#fca5a5") +
    circle(300, 230, 124, "none", p.outline) +
    path("M236 330 L258 382 L342 382 L364 330 Z", "#f8fafc", p.outline) +
    rect(260, 380, 80, 72, 10, p.metal, p.outline) +
    repeat(4, (i) => line(`M262 ${396 + i * 14} L338 ${390 + i * 14}`, p.outline, 3)),
} satisfies Record<string, Drawing>;
