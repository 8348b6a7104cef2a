import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { readCsv, toCsv } from "./csv";

/** One row's cells as the writer puts them in a file (the header is "h"). */
const written = (cell: string | number | boolean | null) => toCsv(["h"], [[cell]]).slice("h\r\n".length, -2);

describe("toCsv", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(written("Merrow's Lantern")).toBe("Merrow's Lantern");
    expect(written("Traders, Inc.")).toBe('"Traders, Inc."');
    expect(written('The "Kettle"')).toBe('"The ""Kettle"""');
    expect(written("two\nlines")).toBe('"two\nlines"');
    expect(written(null)).toBe("");
    expect(written(3)).toBe("3");
    expect(written(true)).toBe("true");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(written('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(written("+1+1")).toBe("'+1+1");
    expect(written("-2+3")).toBe("'-2+3");
    expect(written("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(written("\t=1")).toBe("'\t=1");
    expect(written("\r=1")).toBe('"\'\r=1"');
    expect(written("a=b")).toBe("a=b");
  });

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

describe("a CSV the site writes, read back", () => {
  const tricky = ["two\nlines", "Traders, Inc.", "=1+1", 'say "hi"'];

  it("keeps a quoted line break and a comma as cells for csv-parse itself", () => {
    const records = parse(toCsv(["a", "b", "c", "d"], [tricky]));
    expect(records[1]).toEqual(["two\nlines", "Traders, Inc.", "'=1+1", 'say "hi"']);
  });

  it("round-trips a quoted newline, a comma and a leading = through readCsv", () => {
    const { records, problems } = readCsv(toCsv(["a", "b", "c", "d"], [tricky, ["next", "", "", ""]]), {
      delimiter: ",",
    });
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, cells: ["a", "b", "c", "d"] },
      { line: 2, cells: tricky },
      { line: 4, cells: ["next", "", "", ""] },
    ]);
  });

  it("skips empty and # lines, starts where asked and names the lines it cannot read", () => {
    const text = 'a;b\n# note\n\nx;1\n"q"z;2\ny;3\n\n"open;2\nw;4\n';
    expect(readCsv(text, { delimiter: ";", fromLine: 2 })).toEqual({
      records: [
        { line: 4, cells: ["x", "1"] },
        { line: 6, cells: ["y", "3"] },
      ],
      problems: [
        { line: 5, message: "a quoted cell has text after its closing quote" },
        { line: 8, message: "a quoted cell is not closed" },
      ],
    });
    expect(readCsv('"open', { delimiter: "," })).toEqual({
      records: [],
      problems: [{ line: 1, message: "a quoted cell is not closed" }],
    });
  });
});
