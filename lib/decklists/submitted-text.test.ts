import { describe, expect, it } from "vitest";
import { MAX_DECKLIST_CHARS } from "./limits";
import { submittedDecklist } from "./submitted-text";

const LIST = "Ship:\r\n1x Far Trader Empress Marava\r\n";

function form(pasted: string, file?: File): FormData {
  const data = new FormData();
  data.set("decklist", pasted);
  if (file) data.set("file", file);
  return data;
}

describe("the list a form sent", () => {
  it("prefers the pasted text to the file", async () => {
    expect(await submittedDecklist(form("1x Scout", new File([LIST], "deck.txt")), "decklist")).toBe("1x Scout");
  });

  it("reads the file when nothing was pasted, UTF-16 included", async () => {
    expect(await submittedDecklist(form("  ", new File([LIST], "deck.txt")), "decklist")).toBe(LIST);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(LIST, "utf16le")]);
    expect(await submittedDecklist(form("", new File([utf16], "deck.txt")), "decklist")).toBe(LIST);
  });

  it("answers a file far bigger than any list with a text the schema refuses, without reading it", async () => {
    const huge = new File([new Uint8Array(MAX_DECKLIST_CHARS * 4 + 1)], "deck.txt");
    expect((await submittedDecklist(form("", huge), "decklist")).length).toBe(MAX_DECKLIST_CHARS + 1);
  });
});
