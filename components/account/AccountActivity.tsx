// Recent events on the account that its owner should know about: failed
// sign-ins and sign-ups tried with this address are how an owner learns that
// someone is trying it (no mail leaves the site).
import type { AccountOverview } from "@/lib/account/account-overview";
import { Instant } from "@/components/ui/Instant";

const LABELS: Record<AccountOverview["events"][number]["kind"], string> = {
  SIGN_IN_FAILED: "Failed sign-in (wrong password)",
  SIGN_UP_ATTEMPT: "Someone tried to create an account with this email address",
  PASSWORD_CHANGED: "Password changed",
  SIGNED_OUT_EVERYWHERE: "Signed out everywhere",
};

export function AccountActivity({ events }: { events: AccountOverview["events"] }) {
  return (
    <section className="account-section" aria-labelledby="account-activity">
      <h2 id="account-activity">Recent activity</h2>
      {events.length === 0 ? (
        <p className="muted">No failed sign-ins, sign-up attempts or changes in the last 90 days.</p>
      ) : (
        <ul className="account-events">
          {events.map((event) => (
            <li key={event.id} data-kind={event.kind}>
              <span>{LABELS[event.kind]}</span> <Instant at={event.createdAt} className="muted" />
              {event.address && <span className="muted"> from {event.address}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
