import { type Drawing, circle, ellipse, line, path, rect, repeat } from "./svg-kit";

/** Flat illustrations of household appliances and bathroom fittings on a 600 × 600 canvas. */
export const HOME_DRAWINGS = {
  "air-fryer": (p) =>
    rect(170, 140, 260, 340, 64, p.body, p.outline) +
    repeat(4, (i) => rect(250, 160 + i * 12, 100, 5, 2, p.dark)) +
    circle(300, 240, 36, p.screen, p.outline) +
    path("M285 232 h30 M285 248 h20", "none", p.accent) +
    rect(192, 300, 216, 158, 26, p.dark, p.outline) +
    rect(255, 362, 90, 24, 12, p.light, p.outline),
  kettle: (p) =>
    line("M380 250 C480 250 480 420 396 432", p.body, 30) +
    line("M380 250 C480 250 480 420 396 432", p.outline, 4) +
    path("M222 240 L150 200 L160 186 L230 220 Z", p.body, p.outline) +
    path("M198 470 L222 222 Q300 196 378 222 L402 470 Z", p.body, p.outline) +
    rect(284, 270, 32, 150, 14, p.glass, p.outline) +
    ellipse(300, 214, 74, 16, p.dark, p.outline) +
    rect(186, 462, 228, 32, 12, p.dark, p.outline),
  toaster: (p) =>
    rect(215, 180, 50, 70, 18, "#e2b873", "#b7894a") +
    rect(335, 180, 50, 70, 18, "#e2b873", "#b7894a") +
    rect(150, 240, 300, 230, 54, p.body, p.outline) +
    rect(205, 228, 70, 22, 8, p.dark) +
    rect(325, 228, 70, 22, 8, p.dark) +
    rect(446, 320, 34, 16, 6, p.dark, p.outline) +
    circle(300, 400, 20, p.light, p.outline),
  blender: (p) =>
    line("M385 190 C450 200 450 330 380 340", p.outline, 16) +
    path("M230 380 L208 150 L392 150 L370 380 Z", p.glass, p.outline, 'fill-opacity="0.85"') +
    line("M250 330 L350 300 M250 300 L350 330", p.metal, 8) +
    rect(196, 126, 208, 32, 12, p.dark, p.outline) +
    path("M218 470 L238 378 L362 378 L382 470 Z", p.body, p.outline) +
    circle(300, 428, 18, p.light, p.outline),
  "hand-mixer": (p) =>
    line("M275 290 L275 420 M335 290 L335 420", p.metal, 10) +
    ellipse(275, 430, 26, 44, "none", p.metal, 'stroke-width="8"') +
    ellipse(335, 430, 26, 44, "none", p.metal, 'stroke-width="8"') +
    path("M170 250 Q170 176 262 176 L418 176 Q462 176 462 228 L462 258 Q462 292 420 292 L204 292 Q170 292 170 250 Z", p.body, p.outline) +
    ellipse(330, 222, 74, 22, p.background, p.outline) +
    rect(200, 200, 26, 14, 7, p.accent),
  "coffee-maker": (p) =>
    rect(180, 130, 240, 350, 26, p.body, p.outline) +
    rect(180, 130, 240, 60, 26, p.dark, p.outline) +
    circle(300, 230, 26, "#ffffff", p.outline) +
    line("M300 230 L314 216", p.accent, 5) +
    rect(228, 270, 144, 40, 12, p.dark, p.outline) +
    rect(340, 280, 124, 20, 10, p.dark, p.outline) +
    rect(262, 360, 76, 66, 14, "#ffffff", p.outline) +
    rect(198, 438, 204, 24, 8, p.metal, p.outline),
  basket: (p) =>
    path("M130 300 L162 440 Q300 486 438 440 L470 300 Z", p.body, p.outline) +
    ellipse(300, 300, 170, 58, p.body, p.outline) +
    ellipse(300, 302, 140, 42, p.dark) +
    repeat(5, (i) => circle(210 + i * 45, 385, 9, p.dark)) +
    repeat(4, (i) => circle(232 + i * 45, 425, 8, p.dark)) +
    rect(100, 288, 36, 22, 10, p.body, p.outline) +
    rect(464, 288, 36, 22, 10, p.body, p.outline),
  fan: (p) =>
    rect(288, 330, 24, 140, 8, p.dark, p.outline) +
    ellipse(300, 474, 110, 22, p.body, p.outline) +
    circle(300, 230, 126, p.light, p.outline) +
    repeat(3, (i) => ellipse(300, 170, 34, 62, p.body, p.outline, `transform="rotate(${i * 120} 300 230)"`)) +
    circle(300, 230, 28, p.dark, p.outline) +
    repeat(3, (i) => circle(300, 230, 60 + i * 30, "none", p.outline, 'stroke-opacity="0.35"')),
  heater: (p) =>
    rect(190, 160, 220, 310, 42, p.body, p.outline) +
    rect(218, 190, 164, 160, 18, p.dark, p.outline) +
    repeat(6, (i) => rect(232, 205 + i * 24, 136, 8, 4, i % 2 === 0 ? "#f97316" : "#fb923c")) +
    circle(260, 405, 18, p.light, p.outline) +
    circle(340, 405, 18, p.light, p.outline) +
    rect(200, 466, 60, 18, 8, p.dark) +
    rect(340, 466, 60, 18, 8, p.dark),
  dehumidifier: (p) =>
    rect(180, 110, 240, 370, 42, p.body, p.outline) +
    rect(210, 132, 180, 44, 14, p.dark) +
    repeat(5, (i) => rect(222 + i * 34, 142, 18, 24, 4, p.body)) +
    rect(250, 200, 100, 44, 10, p.screen) +
    path("M268 212 h20 v20 h-20 Z M304 212 h20 v20 h-20 Z", "none", p.accent) +
    rect(210, 320, 180, 120, 18, p.glass, p.outline) +
    rect(214, 390, 172, 46, 12, "#7cc4e6") +
    circle(215, 486, 12, p.dark) +
    circle(385, 486, 12, p.dark),
  vacuum: (p) =>
    line("M372 150 L262 440", p.metal, 18) +
    rect(170, 428, 200, 48, 22, p.dark, p.outline) +
    rect(330, 100, 110, 170, 44, p.body, p.outline, 'transform="rotate(20 385 185)"') +
    rect(318, 220, 64, 96, 24, p.glass, p.outline, 'transform="rotate(20 350 268)"') +
    line("M410 90 Q460 110 440 170", p.dark, 20) +
    circle(395, 160, 10, p.accent),
  "robot-vacuum": (p) =>
    ellipse(300, 404, 196, 66, p.dark, p.outline) +
    ellipse(300, 376, 196, 66, p.body, p.outline) +
    ellipse(300, 346, 42, 18, p.dark, p.outline) +
    path("M148 392 Q300 452 452 392", "none", p.outline) +
    circle(300, 410, 8, p.accent) +
    line("M140 420 L110 446 M460 420 L490 446", p.metal, 6),
  filter: (p) =>
    rect(220, 170, 230, 250, 18, p.light, p.outline) +
    rect(170, 210, 240, 260, 18, p.body, p.outline) +
    repeat(9, (i) => line(`M${196 + i * 24} 236 L${196 + i * 24} 446`, p.dark, 5)) +
    rect(170, 210, 240, 260, 18, "none", p.outline),
  "hair-dryer": (p) =>
    line("M300 440 Q320 500 390 490 Q460 480 480 520", p.dark, 8) +
    rect(250, 262, 72, 200, 32, p.body, p.outline, 'transform="rotate(-8 286 360)"') +
    rect(420, 196, 70, 72, 14, p.dark, p.outline) +
    rect(160, 170, 276, 126, 62, p.body, p.outline) +
    circle(210, 233, 46, p.dark, p.outline) +
    repeat(3, (i) => circle(210, 233, 12 + i * 12, "none", p.body)) +
    rect(270, 320, 26, 44, 8, p.accent),
  straightener: (p) =>
    rect(200, 120, 64, 340, 32, p.body, p.outline, 'transform="rotate(-7 232 460)"') +
    rect(214, 140, 36, 160, 12, p.light, p.outline, 'transform="rotate(-7 232 460)"') +
    rect(300, 120, 64, 340, 32, p.body, p.outline, 'transform="rotate(7 332 460)"') +
    rect(314, 140, 36, 160, 12, p.light, p.outline, 'transform="rotate(7 332 460)"') +
    circle(282, 458, 30, p.dark, p.outline) +
    line("M282 488 Q300 530 360 520", p.dark, 8),
  shaver: (p) =>
    rect(244, 200, 112, 270, 52, p.body, p.outline) +
    rect(226, 118, 148, 96, 32, p.dark, p.outline) +
    repeat(3, (i) => circle(254 + i * 46, 162, 20, p.metal, p.outline)) +
    rect(286, 280, 28, 56, 12, p.accent) +
    rect(262, 360, 76, 10, 5, p.dark),
  scale: (p) =>
    rect(150, 300, 316, 176, 34, p.dark) +
    rect(140, 282, 316, 176, 34, p.body, p.outline) +
    rect(160, 300, 276, 140, 24, "#ffffff", null, 'fill-opacity="0.18"') +
    rect(250, 308, 96, 40, 8, p.screen) +
    path("M266 318 v20 M282 318 v20 M300 318 h12 v20 h-12 Z", "none", p.accent),
  toothbrush: (p) =>
    rect(270, 210, 60, 262, 30, p.body, p.outline) +
    rect(285, 124, 30, 100, 15, p.light, p.outline) +
    rect(280, 78, 40, 64, 16, "#ffffff", p.outline) +
    rect(292, 64, 20, 44, 6, p.accent) +
    circle(300, 290, 14, p.light, p.outline),
  "shower-head": (p) =>
    rect(288, 80, 24, 170, 10, p.body, p.outline) +
    ellipse(300, 256, 166, 50, p.body, p.outline) +
    ellipse(300, 268, 150, 38, p.dark) +
    repeat(7, (i) => circle(210 + i * 30, 268, 6, p.light)) +
    repeat(7, (i) => line(`M${210 + i * 30} 300 L${200 + i * 32} 470`, p.glass, 6, 'stroke-dasharray="18 16"')),
  "shower-set": (p) =>
    rect(276, 110, 22, 350, 10, p.body, p.outline) +
    rect(286, 110, 140, 18, 9, p.body, p.outline) +
    ellipse(420, 140, 76, 22, p.body, p.outline) +
    line("M250 430 Q190 420 200 330 Q210 250 232 230", p.metal, 10) +
    rect(212, 150, 40, 110, 18, p.body, p.outline, 'transform="rotate(-12 232 205)"') +
    rect(220, 400, 130, 50, 14, p.body, p.outline) +
    circle(330, 425, 16, p.dark),
  hose: (p) =>
    repeat(4, (i) => ellipse(300, 300, 170 - i * 34, 120 - i * 24, "none", p.body, 'stroke-width="16"')) +
    repeat(4, (i) => ellipse(300, 300, 170 - i * 34, 120 - i * 24, "none", p.outline, 'stroke-width="2" stroke-dasharray="6 8"')) +
    rect(440, 280, 50, 40, 8, p.metal, p.outline) +
    rect(110, 280, 50, 40, 8, p.metal, p.outline),
  "basin-mixer": (p) =>
    ellipse(300, 470, 96, 20, p.body, p.outline) +
    rect(266, 210, 68, 262, 24, p.body, p.outline) +
    rect(176, 212, 130, 42, 20, p.body, p.outline) +
    rect(300, 160, 118, 24, 12, p.body, p.outline, 'transform="rotate(-12 300 172)"') +
    line("M190 256 L190 330", p.glass, 10, 'stroke-dasharray="14 10"'),
  "kitchen-mixer": (p) =>
    ellipse(300, 472, 90, 18, p.body, p.outline) +
    rect(280, 210, 44, 264, 18, p.body, p.outline) +
    line("M302 230 Q302 112 400 112 Q470 112 470 210", p.outline, 40) +
    line("M302 230 Q302 112 400 112 Q470 112 470 210", p.body, 32) +
    rect(452, 204, 36, 40, 10, p.dark, p.outline) +
    rect(318, 290, 90, 22, 11, p.body, p.outline),
  "towel-rail": (p) =>
    rect(140, 220, 30, 60, 10, p.body, p.outline) +
    rect(430, 220, 30, 60, 10, p.body, p.outline) +
    rect(150, 240, 300, 20, 10, p.body, p.outline) +
    path("M220 248 L380 248 L372 440 Q300 460 228 440 Z", p.accent, p.outline, 'fill-opacity="0.75"') +
    rect(150, 330, 300, 16, 8, p.body, p.outline),
  "soap-dispenser": (p) =>
    rect(220, 232, 160, 246, 42, p.body, p.outline) +
    rect(246, 300, 108, 140, 24, p.light, null, 'fill-opacity="0.6"') +
    rect(280, 176, 40, 62, 10, p.metal, p.outline) +
    rect(262, 150, 110, 34, 12, p.metal, p.outline) +
    rect(350, 160, 60, 16, 8, p.metal, p.outline),
  "toilet-seat": (p) =>
    rect(220, 120, 160, 40, 16, p.dark, p.outline) +
    ellipse(300, 320, 152, 186, p.body, p.outline) +
    ellipse(300, 340, 86, 118, p.background, p.outline) +
    rect(230, 140, 30, 30, 8, p.metal) +
    rect(340, 140, 30, 30, 8, p.metal),
  mirror: (p) =>
    rect(166, 100, 268, 400, 30, p.glass, p.outline) +
    rect(186, 120, 228, 360, 20, "none", "#fff4c2", 'stroke-width="12"') +
    line("M230 200 L300 150 M240 260 L350 180", "#ffffff", 10, 'stroke-opacity="0.7"'),
} satisfies Record<string, Drawing>;
