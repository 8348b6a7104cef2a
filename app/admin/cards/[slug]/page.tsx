import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CardEditForm } from "@/components/catalogue-admin/CardEditForm";
import { CardImageUpload } from "@/components/catalogue-admin/CardImageUpload";
import { CardHistory } from "@/components/catalogue-admin/CardHistory";
import { CardNotes } from "@/components/catalogue-admin/CardNotes";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { imagesForEditing } from "@/lib/card-images/images-for-editing";
import { getCardForEditing } from "@/lib/catalogue-admin/card-history";
import type { CardEditState } from "@/lib/catalogue-admin/schemas";
import { AppError } from "@/lib/http/errors";
import { orNotFound } from "@/lib/http/page-errors";
import { todayIso } from "@/lib/rules/dates";
import { addErratumAction, addRulingAction, editCardAction } from "../actions";
import "@/components/catalogue-admin/catalogue-admin.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit card", robots: { index: false } };

type Props = { params: Promise<{ slug: string }> };

export default async function EditCardPage({ params }: Props) {
  const { slug } = await params;
  const user = await requireSignedIn(`/admin/cards/${slug}`);
  // A player who is not an editor finds no page here, as for a missing card.
  const card = await orNotFound(
    getCardForEditing({ slug, editorId: user.id }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "FORBIDDEN") notFound();
      throw error;
    }),
  );
  const initial: CardEditState = {
    values: {
      name: card.name,
      text: card.text,
      flavor: card.flavor ?? "",
      cost: card.cost === null ? "" : String(card.cost),
      creditValue: card.creditValue === null ? "" : String(card.creditValue),
      subtypes: card.subtypes.join(", "),
      traits: card.traits.join(", "),
      keywords: card.keywords.join(", "),
    },
    submission: 0,
  };
  return (
    <main className="catalogue-admin">
      <h1>Edit {card.name}</h1>
      <p className="muted">
        {card.setCode}-{card.number} · <Link href={`/cards/${card.slug}`}>the card&apos;s page</Link> ·{" "}
        {card.source === "seed" ? "from the seed" : card.source === "edit" ? "edited here" : "imported"}
      </p>
      <CardEditForm action={editCardAction} initial={initial} slug={card.slug} />
      <CardImageUpload slug={card.slug} name={card.name} {...await imagesForEditing({ slug: card.slug })} />
      <CardNotes
        slug={card.slug}
        printedText={card.printedText}
        today={todayIso()}
        actions={{ addErratum: addErratumAction, addRuling: addRulingAction }}
      />
      <CardHistory revisions={card.revisions} />
    </main>
  );
}
