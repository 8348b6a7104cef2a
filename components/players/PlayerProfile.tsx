// A player's public profile: what anyone may see of them, and nothing else.
import Link from "next/link";
import { DeckDescription } from "@/components/deck/DeckDescription";
import type { Profile, ProfileDeckOrder } from "@/lib/players/get-profile";
import { Day } from "@/components/ui/Day";

const ORDER_LABELS: Record<ProfileDeckOrder, string> = { newest: "Newest", likes: "Most liked", name: "Name" };
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export function PlayerProfile({ profile, order }: { profile: Profile; order: ProfileDeckOrder }) {
  const base = `/u/${encodeURIComponent(profile.handle)}`;
  return (
    <article className="player-profile">
      <h1>{profile.handle}</h1>
      <p className="muted">
        Joined <Day at={profile.joinedAt} /> · {plural(profile.decks.length, "public deck", "public decks")} ·{" "}
        {plural(profile.likesReceived, "like received", "likes received")}
      </p>
      <DeckDescription markdown={profile.bio} />

      <section aria-labelledby="profile-decks">
        <h2 id="profile-decks">Public decks</h2>
        {profile.decks.length === 0 ? (
          <p className="muted">No public deck yet.</p>
        ) : (
          <>
            <nav aria-label="Sort decks" className="profile-sort">
              Sort:{" "}
              {(Object.keys(ORDER_LABELS) as ProfileDeckOrder[]).map((o, i) => (
                <span key={o}>
                  {i > 0 && " · "}
                  {o === order ? (
                    <strong aria-current="true">{ORDER_LABELS[o]}</strong>
                  ) : (
                    <Link href={o === "newest" ? base : `${base}?sort=${o}`}>{ORDER_LABELS[o]}</Link>
                  )}
                </span>
              ))}
            </nav>
            <ul className="deck-table">
              {profile.decks.map((d) => (
                <li key={d.id} className="deck-row">
                  <Link href={`/decks/${d.id}`} className="deck-row-name">
                    {d.name}
                  </Link>
                  <span className="muted">
                    {d.format} · <Day at={d.createdAt} /> · {plural(d.likes, "like", "likes")}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {profile.events.length > 0 && (
        <section aria-labelledby="profile-events">
          <h2 id="profile-events">Events organized</h2>
          <ul>
            {profile.events.map((e) => (
              <li key={e.id}>
                <Link href={`/events/${e.id}`}>{e.name}</Link> <Day at={e.heldOn} className="muted" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
