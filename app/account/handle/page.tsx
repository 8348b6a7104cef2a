// "Choose your handle": every sign-in passes here on its way back (app/signin),
// and only an account still on its player-<random> handle stops to choose.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ProfileForm } from "@/components/account/ProfileForm";
import { safeCallbackUrl, signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getHandleChoice } from "@/lib/players/handle-choice";
import { chooseHandleAction } from "../profile-actions";

export const metadata: Metadata = { title: "Choose your handle" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ChooseHandlePage({ searchParams }: { searchParams: SearchParams }) {
  const then = safeCallbackUrl((await searchParams).then);
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(then));
  const choice = await getHandleChoice({ userId: user.id });
  if (!choice || choice.handleChosen) redirect(then);
  return (
    <section className="auth-page" aria-labelledby="handle-title">
      <h1 id="handle-title">Choose your handle</h1>
      <p>
        Other players see you by your handle: on your decks, at events and on your profile. For now you are{" "}
        <strong>{choice.handle}</strong>.
      </p>
      <ProfileForm action={chooseHandleAction} handle={choice.suggestion} then={then} submitLabel="Save handle" />
      <p>
        <Link href={then}>Not now</Link> <span className="muted">(we ask again at your next sign-in)</span>
      </p>
    </section>
  );
}
