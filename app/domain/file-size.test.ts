import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "en", "0 byte"],
    [1, "en", "1 byte"],
    [1023, "en", "1,023 byte"],
    [1024, "en", "1 kB"],
    [1536, "en", "1.5 kB"],
    [1_048_576, "en", "1 MB"],
    [1_048_575, "en", "1 MB"],
    [200 * 1_048_576, "en", "200 MB"],
    [1.25 * 1_073_741_824, "en", "1.3 GB"],
    [5 * 1_099_511_627_776, "en", "5,120 GB"],
    [-5, "en", "0 byte"],
    [Number.NaN, "en", "0 byte"],
    [1_572_864, "fr", "1,5\u202fMo"],
    [1_572_864, "de", "1,5 MB"],
    [1_572_864, "zh-cn", "1.5 MB"],
  ] as const)("%d bytes in %s → %s", (bytes, lng, shown) => {
    expect(formatFileSize(bytes, lng)).toBe(shown);
  });
});
