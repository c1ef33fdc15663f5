import { describe, expect, it } from "vitest";
import { fullTelephone, nameProblem, telephoneProblem } from "./registration";

describe("nameProblem", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["Bazar Triana S.L.", null],
    ["Li Wei", null],
    ["深圳贸易有限公司", null],
    ["x".repeat(100), null],
    ["x".repeat(101), "tooLong"],
    ["line\nbreak", "invalid"],
    ["<b>bold</b>", null],
  ])("%j → %s", (value, expected) => {
    expect(nameProblem(value)).toBe(expected);
  });
});

describe("telephoneProblem (local number)", () => {
  it.each([
    ["", "required"],
    ["961 234 567", null],
    ["(02) 8734-1290", null],
    ["20.7946.0321", null],
    ["123", "invalid"],
    ["1234", null],
    ["1".repeat(15), null],
    ["1".repeat(16), "invalid"],
    ["+34 961 234 567", "invalid"],
    ["call me", "invalid"],
    ["1".repeat(31), "tooLong"],
  ])("%j → %s", (value, expected) => {
    expect(telephoneProblem(value)).toBe(expected);
  });
});

describe("fullTelephone", () => {
  it("puts the dialling code in front and tidies spaces", () => {
    expect(fullTelephone("+34", "  961   234 567 ")).toBe("+34 961 234 567");
  });
});
