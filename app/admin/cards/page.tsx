import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardList } from "@/components/catalogue-admin/CardList";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { cardListQuerySchema, listCardsForEditing } from "@/lib/catalogue-admin/list-cards";
import { AppError } from "@/lib/http/errors";
import "@/components/catalogue-admin/catalogue-admin.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Cards to edit", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminCardsPage({ searchParams }: Props) {
  const user = await requireSignedIn("/admin/cards");
  const query = cardListQuerySchema.parse(await searchParams);
  // A player who is not an editor sees no sign that the page exists.
  const list = await listCardsForEditing({ editorId: user.id, query }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "FORBIDDEN") notFound();
    throw error;
  });
  return (
    <main className="catalogue-admin">
      <h1>Cards</h1>
      <CardList list={list} query={query} />
    </main>
  );
}
