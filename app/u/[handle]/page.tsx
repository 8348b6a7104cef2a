// A player's public profile: handle, bio, date joined, public decks (sortable),
// likes received and events organized. A handle given up in the last 30 days
// redirects to the player's new one.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PlayerProfile } from "@/components/players/PlayerProfile";
import { PlayerReviews } from "@/components/reviews/PlayerReviews";
import { getProfile, type ProfileDeckOrder } from "@/lib/players/get-profile";
import { HANDLE_PATTERN } from "@/lib/players/handle";

type Params = Promise<{ handle: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const ORDERS: readonly ProfileDeckOrder[] = ["newest", "likes", "name"];

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { handle } = await params;
  return { title: HANDLE_PATTERN.test(handle) ? handle : "Player" };
}

export default async function ProfilePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { handle } = await params;
  const { sort, reviews } = await searchParams;
  const order = ORDERS.find((o) => o === sort) ?? "newest";
  if (!HANDLE_PATTERN.test(handle)) notFound();
  const found = await getProfile({ handle, order });
  if (!found) notFound();
  // A moved handle: temporary (307), since the old one is free for anyone after 30 days.
  if (!found.profile) redirect(`/u/${encodeURIComponent(found.movedTo)}`);
  return (
    <>
      <PlayerProfile profile={found.profile} order={order} />
      <PlayerReviews handle={found.profile.handle} page={reviews} />
    </>
  );
}
