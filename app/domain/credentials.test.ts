import { describe, expect, it } from "vitest";
import { emailKey, emailProblem, passwordProblem } from "./credentials";

describe("passwordProblem (letters and digits, 8 to 64 characters)", () => {
  it.each([
    ["", "required"],
    ["Demo123", "tooShort"],
    ["a1", "tooShort"],
    ["Demo12345", null],
    ["abcdefg1", null],
    ["12345678a", null],
    ["abcdefgh", "needsDigit"],
    ["12345678", "needsLetter"],
    ["!!!!????", "needsLetter"],
    ["pass word 1", null],
    ["Ünïcödé9", null],
    ["密码密码密码密码1", null],
    ["ab1-._~!@#$%^&*()", null],
    ["  spaced 1  ", null],
    ["a1".repeat(32), null],
    [`${"a1".repeat(32)}x`, "tooLong"],
    ["x".repeat(10_000), "tooLong"],
    ["🔑🔑🔑🔑🔑🔑a1", null],
    ["🔑a1", "tooShort"],
  ])("%j → %s", (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe("emailProblem (non-empty, basic pattern, at most 254)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["name@example.com", null],
    ["  name@example.com  ", null],
    ["first.last+tag@sub.example.co.uk", null],
    ["Name@Example.COM", null],
    ["plainaddress", "invalid"],
    ["@example.com", "invalid"],
    ["name@", "invalid"],
    ["name@example", "invalid"],
    ["name@example.", "invalid"],
    ["name@.example.com", "invalid"],
    ["name@exa..mple.com", "invalid"],
    ["na me@example.com", "invalid"],
    ["name@@example.com", "invalid"],
    ["a@b@example.com", "invalid"],
    ["<script>@x.com", null],
    [`${"a".repeat(64)}@${"b".repeat(180)}.com`, null],
    [`${"a".repeat(64)}@${"b".repeat(190)}.com`, "tooLong"],
  ])("%j → %s", (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});

describe("emailKey: one account whatever the case and the spaces", () => {
  it.each([
    ["Buyer.DE@Demo.TEST", "buyer.de@demo.test"],
    ["  buyer@example.com\t", "buyer@example.com"],
    ["already@lower.case", "already@lower.case"],
  ])("%s", (email, expected) => {
    expect(emailKey(email)).toBe(expected);
  });
});
