import type { Metadata } from "next";
import { SetChecklist } from "@/components/collection/SetChecklist";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getSetChecklist } from "@/lib/collections/set-checklist";
import { orNotFound } from "@/lib/http/page-errors";

export const metadata: Metadata = { title: "Set checklist" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ code: string }> };

export default async function SetChecklistPage({ params }: Props) {
  const { code } = await params;
  const user = await requireSignedIn(`/collection/sets/${encodeURIComponent(code)}`);
  const set = await orNotFound(getSetChecklist({ userId: user.id, setCode: code.slice(0, 10) }));
  const owned = set.cards.filter((c) => c.owned > 0).length;
  return (
    <div className="decks-page">
      <p className="breadcrumb">
        <a href="/collection">Your collection</a>
      </p>
      <h1>
        {set.name} checklist <span className="muted">({set.code})</span>
      </h1>
      <p>
        {owned} of {set.cards.length} cards owned. Type a count and move on with Enter, ↑ or ↓ (Tab goes to the next
        field): each change is saved as you go.
      </p>
      <SetChecklist setName={set.name} cards={set.cards} />
    </div>
  );
}
