// The decklist box's hint, shared by the check page and the import form: the line formats the parser reads.
export function DecklistHint({ id }: { id: string }) {
  return (
    <p id={id} className="muted">
      One card per line: <code>3x Name</code>, <code>3 Name</code>, <code>Name x3</code>; headers such as{" "}
      <code>Ship:</code>, <code>Captain&apos;s deck</code>, <code>Adventure deck</code>; <code>#</code> starts a
      comment.
    </p>
  );
}
