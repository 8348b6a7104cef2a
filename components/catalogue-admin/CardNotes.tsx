// The erratum and ruling forms under a card's fields: an erratum replaces the
// current rules text (the old one goes to the history); a ruling is added.
import { CardNoteForm, type NoteField } from "./CardNoteForm";
import type { CardNoteState, ErratumInput, RulingInput } from "@/lib/catalogue-admin/schemas";

type Action<Values> = (state: CardNoteState<Values>, form: FormData) => Promise<CardNoteState<Values>>;

interface Props {
  slug: string;
  printedText: string;
  today: string;
  actions: { addErratum: Action<ErratumInput>; addRuling: Action<RulingInput> };
}

const ERRATUM_FIELDS: NoteField[] = [
  { name: "printed", label: "Printed text", hint: "As on the printed card.", long: true },
  { name: "corrected", label: "Corrected text", hint: "Becomes the card's rules text.", long: true },
  { name: "date", label: "Published on", date: true },
  { name: "source", label: "Source", hint: "Where the erratum was published." },
];
const RULING_FIELDS: NoteField[] = [
  { name: "question", label: "Question", long: true },
  { name: "answer", label: "Answer", long: true },
  { name: "date", label: "Ruled on", date: true },
  { name: "source", label: "Source" },
];

export function CardNotes({ slug, printedText, today, actions }: Props) {
  return (
    <>
      <CardNoteForm
        id="erratum"
        title="Add an erratum"
        submit="Save erratum"
        fields={ERRATUM_FIELDS}
        action={actions.addErratum}
        initial={{ values: { printed: printedText, corrected: "", date: today, source: "" }, submission: 0 }}
        slug={slug}
      />
      <CardNoteForm
        id="ruling"
        title="Add a ruling"
        submit="Save ruling"
        fields={RULING_FIELDS}
        action={actions.addRuling}
        initial={{ values: { question: "", answer: "", date: today, source: "" }, submission: 0 }}
        slug={slug}
      />
    </>
  );
}
