// The account's profile: who it is, how it signs in, what it owns.
import Link from "next/link";
import type { AccountOverview } from "@/lib/account/account-overview";
import { ProfileForm } from "@/components/account/ProfileForm";
import type { AccountAction } from "./account-action";
import { Day } from "@/components/ui/Day";

const PROVIDER_NAMES: Record<string, string> = { github: "GitHub", discord: "Discord" };

export function AccountProfile({
  overview,
  updateProfileAction,
}: {
  overview: AccountOverview;
  updateProfileAction: AccountAction;
}) {
  const methods = [
    ...(overview.hasPassword ? ["email and password"] : []),
    ...overview.providers.map((p) => PROVIDER_NAMES[p] ?? p),
  ];
  return (
    <section className="account-section" aria-labelledby="account-profile">
      <h2 id="account-profile">Profile</h2>
      <dl className="account-facts">
        <dt>Handle</dt>
        <dd>
          <Link href={`/u/${encodeURIComponent(overview.handle)}`}>{overview.handle}</Link>
        </dd>
        <dt>Roles</dt>
        <dd>{overview.roles.join(", ")}</dd>
        {overview.staffPages.length > 0 && (
          <>
            <dt>Staff pages</dt>
            <dd>
              {overview.staffPages.map((page, i) => (
                <span key={page.href}>
                  {i > 0 && ", "}
                  <Link href={page.href}>{page.title}</Link>
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>Email</dt>
        <dd>{overview.email}</dd>
        <dt>Display name</dt>
        <dd>{overview.name ?? <span className="muted">none</span>}</dd>
        <dt>Member since</dt>
        <dd>
          <Day at={overview.createdAt} />
        </dd>
        <dt>Signs in with</dt>
        <dd>{methods.join(", ") || "nothing yet"}</dd>
        <dt>Decks</dt>
        <dd>{overview.deckCount}</dd>
      </dl>
      <p className="muted">
        Only your handle, bio, public decks, their likes, events you organize and the date you joined are public. Your
        email is not.
      </p>
      <ProfileForm action={updateProfileAction} handle={overview.handle} bio={overview.bio} />
    </section>
  );
}
