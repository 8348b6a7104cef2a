// The text of an uploaded list file, as text editors save it: UTF-8, with or
// without a byte-order mark, or UTF-16 marked with one (what Windows Notepad
// calls "Unicode"). Reading every file as UTF-8 turned a UTF-16 list into
// letters separated by NULs, so no card name matched. Pure: the browser and
// the server read uploads with it.

/** The byte-order marks of UTF-16; anything else is read as UTF-8. */
function encodingOf(bytes: Uint8Array): "utf-16le" | "utf-16be" | "utf-8" {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return "utf-8";
}

/** The file's text without its byte-order mark; bytes that are not text become U+FFFD, which no card name holds. */
export function listFileText(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}
