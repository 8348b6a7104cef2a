// The list a form sent: the pasted text, or the uploaded file's text when the
// textarea is empty (without JavaScript the upload reaches the server as a file).
import { listFileText } from "./file-text";
import { MAX_DECKLIST_CHARS } from "./limits";

export async function submittedDecklist(form: FormData, field: string): Promise<string> {
  const pasted = String(form.get(field) ?? "");
  const file = form.get("file");
  if (pasted.trim() !== "" || !(file instanceof File) || file.size === 0) return pasted;
  // A file far bigger than any list is refused by the schema without reading it all.
  return file.size > MAX_DECKLIST_CHARS * 4
    ? "x".repeat(MAX_DECKLIST_CHARS + 1)
    : listFileText(new Uint8Array(await file.arrayBuffer()));
}
