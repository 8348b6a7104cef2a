import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmForm } from "./ConfirmForm";

const render = (danger?: boolean) =>
  renderToStaticMarkup(
    <ConfirmForm
      action={() => {}}
      fields={{ id: "d1" }}
      label="Delete"
      title="Delete this deck?"
      confirmLabel="Delete the deck"
      danger={danger}
    >
      <p>It leaves your decks.</p>
    </ConfirmForm>,
  );

describe("ConfirmForm", () => {
  it("keeps a destructive action's red for the dialog's confirm button, the button that only asks quiet", () => {
    const html = render(true);
    expect(html).toMatch(/<button type="button" class="quiet">Delete<\/button>/);
    expect(html).toMatch(/<button type="submit" class="danger">Delete the deck<\/button>/);
  });

  it("gives an action that destroys nothing the site's usual buttons", () => {
    expect(render()).not.toMatch(/class="(quiet|danger)"/);
  });
});
