"use client";
// A decklist textarea that a chosen .txt file fills: the file is read in the
// browser, so the form sends the text once, not the file as well.
import { useRef, type ChangeEvent } from "react";
import { listFileText } from "@/lib/decklists/file-text";

export function useDecklistUpload() {
  const textarea = useRef<HTMLTextAreaElement>(null);
  async function readUpload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || !textarea.current) return;
    textarea.current.value = listFileText(new Uint8Array(await file.arrayBuffer()));
    event.target.value = "";
  }
  return { textarea, readUpload };
}
