import { describe, expect, it } from "vitest";
import {
  CHALLENGE_KEY_LENGTH,
  CODE_ALPHABET,
  EMAILED_CODE_LENGTH,
  PICTURE_CODE_LENGTH,
  generateChallengeKey,
  generateCode,
  isChallengeKey,
  normaliseCode,
} from "./verification-code";

/** A deterministic stand-in for crypto.randomInt. */
function sequence(...values: number[]) {
  let i = 0;
  return (max: number) => {
    const value = values[i % values.length]! % max;
    i += 1;
    return value;
  };
}

describe("the code alphabet", () => {
  it.each(["0", "O", "1", "I", "L", "2", "Z", "5", "S", "8", "B", "G"])("leaves out the look-alike %s", (char) => {
    expect(CODE_ALPHABET).not.toContain(char);
  });

  it("has no repeated characters", () => {
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });
});

describe("generateCode", () => {
  it("draws the picture code from the alphabet", () => {
    expect(generateCode(sequence(0, 1, 2, 3, 4))).toBe(CODE_ALPHABET.slice(0, 5));
    expect(generateCode(sequence(22, 21, 20, 19, 18))).toBe("97643");
  });

  it("makes codes of the asked length", () => {
    expect(generateCode(sequence(7))).toHaveLength(PICTURE_CODE_LENGTH);
    expect(generateCode(sequence(7), EMAILED_CODE_LENGTH)).toHaveLength(EMAILED_CODE_LENGTH);
  });

  it("asks the random source for indexes below the alphabet size", () => {
    const seen: number[] = [];
    generateCode((max) => {
      seen.push(max);
      return 0;
    });
    expect(seen).toEqual(Array(PICTURE_CODE_LENGTH).fill(CODE_ALPHABET.length));
  });
});

describe("challenge keys", () => {
  it("are 32 letters and digits", () => {
    const key = generateChallengeKey(sequence(0, 26, 52, 61));
    expect(key).toHaveLength(CHALLENGE_KEY_LENGTH);
    expect(key.slice(0, 4)).toBe("Aa09");
    expect(isChallengeKey(key)).toBe(true);
  });

  it.each([
    ["too short", "abc"],
    ["33 characters", "a".repeat(33)],
    ["31 characters", "a".repeat(31)],
    ["punctuation", `${"a".repeat(31)}-`],
    ["not a string", 42],
    ["null", null],
  ])("refuses %s", (_label, value) => {
    expect(isChallengeKey(value)).toBe(false);
  });
});

describe("normaliseCode", () => {
  it.each([
    ["ac3f7", "AC3F7"],
    ["  AC3F7  ", "AC3F7"],
    ["AC 3F 7", "AC3F7"],
    ["acdf-hjkm", "ACDFHJKM"],
    ["ACDF_HJKM", "ACDFHJKM"],
    ["\tacdf\nhjkm ", "ACDFHJKM"],
    ["ＡＣ３Ｆ７", "AC3F7"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseCode(input)).toBe(expected);
  });
});
