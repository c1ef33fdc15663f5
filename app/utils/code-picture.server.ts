import type { RandomInt } from "~/domain/verification-code";
import { type GreyImage, encodePng } from "./png.server";

/** A 5 × 7 bitmap font for the characters of the code alphabet ("#" is ink). */
const GLYPHS: Record<string, readonly string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "##.##", "#...#"],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  "3": ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "6": [".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."],
};

export const PICTURE_WIDTH = 200;
export const PICTURE_HEIGHT = 64;
const SCALE = 5;
const CELL = 36;
const INK = 25;
const PAPER = 250;

export function hasGlyph(char: string): boolean {
  return char in GLYPHS;
}

function drawLine(image: GreyImage, x0: number, y0: number, x1: number, y1: number, shade: number) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i += 1) {
    const x = Math.round(x0 + ((x1 - x0) * i) / steps);
    const y = Math.round(y0 + ((y1 - y0) * i) / steps);
    if (x >= 0 && x < image.width && y >= 0 && y < image.height) image.pixels[y * image.width + x] = shade;
  }
}

/**
 * Draws the code with some distortion (each character shifted, slanted and thickened a little)
 * and noise (speckles and thin lines, lighter than the characters so they stay readable).
 */
export function drawCode(code: string, randomInt: RandomInt): GreyImage {
  const image: GreyImage = { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, pixels: new Uint8Array(PICTURE_WIDTH * PICTURE_HEIGHT).fill(PAPER) };
  for (let i = 0; i < image.pixels.length; i += 1) {
    if (randomInt(9) === 0) image.pixels[i] = 170 + randomInt(60);
  }
  for (let line = 0; line < 4; line += 1) {
    drawLine(image, 0, randomInt(PICTURE_HEIGHT), PICTURE_WIDTH - 1, randomInt(PICTURE_HEIGHT), 140 + randomInt(50));
  }
  const left = Math.max(2, Math.floor((PICTURE_WIDTH - code.length * CELL) / 2));
  [...code].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new RangeError(`no glyph for ${JSON.stringify(char)}`);
    const originX = left + index * CELL + randomInt(7);
    const originY = 6 + randomInt(PICTURE_HEIGHT - 7 * SCALE - 10);
    const slant = randomInt(3) - 1; // columns moved per row group: a slight lean either way
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx += 1) {
        if (row[gx] !== "#") continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const y = originY + gy * SCALE + dy;
            const x = originX + gx * SCALE + dx + Math.round((slant * (7 * SCALE - (y - originY))) / 12);
            if (x >= 0 && x < PICTURE_WIDTH && y >= 0 && y < PICTURE_HEIGHT) image.pixels[y * PICTURE_WIDTH + x] = INK + randomInt(30);
          }
        }
      }
    });
  });
  for (let line = 0; line < 2; line += 1) {
    drawLine(image, randomInt(40), randomInt(PICTURE_HEIGHT), PICTURE_WIDTH - 1 - randomInt(40), randomInt(PICTURE_HEIGHT), 120 + randomInt(40));
  }
  return image;
}

/** The verification code as a PNG picture. */
export function codePicture(code: string, randomInt: RandomInt): Buffer {
  return encodePng(drawCode(code, randomInt));
}
