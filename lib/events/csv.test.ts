import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Merrow's Lantern")).toBe("Merrow's Lantern");
    expect(csvCell("Traders, Inc.")).toBe('"Traders, Inc."');
    expect(csvCell('The "Kettle"')).toBe('"The ""Kettle"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("writes a header and records separated by CRLF, ending with one", () => {
    expect(
      toCsv(
        ["Player", "Deck"],
        [
          ["Ada", "=cmd|' /C calc'!A0"],
          ["Bo, Jr.", ""],
        ],
      ),
    ).toBe("Player,Deck\r\nAda,'=cmd|' /C calc'!A0\r\n\"Bo, Jr.\",\r\n");
  });
});
