// The one error a malformed reference page raises: it names the line, and
// the importer writes nothing.
export class ImportError extends Error {
  override name = "ImportError";
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}
