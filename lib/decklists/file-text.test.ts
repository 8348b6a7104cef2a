import { describe, expect, it } from "vitest";
import { listFileText } from "./file-text";

const LIST = "Ship:\r\n1x Far Trader Empress Marava\r\n3x Vargr Corsair — “Rekh”\r\n";

function utf16be(text: string): Uint8Array {
  const little = Buffer.from(text, "utf16le");
  for (let i = 0; i < little.length; i += 2) [little[i], little[i + 1]] = [little[i + 1]!, little[i]!];
  return little;
}

describe("reading an uploaded list file", () => {
  it("reads UTF-8, with or without its byte-order mark", () => {
    expect(listFileText(Buffer.from(LIST))).toBe(LIST);
    expect(listFileText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LIST)]))).toBe(LIST);
  });

  it("reads UTF-16 in either byte order when its byte-order mark says so", () => {
    expect(listFileText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(LIST, "utf16le")]))).toBe(LIST);
    expect(listFileText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(LIST)]))).toBe(LIST);
  });

  it("shows bytes that are not UTF-8 as replacement characters", () => {
    expect(listFileText(Buffer.from([0x31, 0x78, 0x20, 0xc3, 0x28]))).toBe("1x \uFFFD(");
    expect(listFileText(new Uint8Array())).toBe("");
  });
});
