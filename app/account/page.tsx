import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountActivity } from "@/components/account/AccountActivity";
import { AccountProfile } from "@/components/account/AccountProfile";
import { ApiTokens } from "@/components/account/ApiTokens";
import { ChangePasswordForm } from "@/components/account/ChangePasswordForm";
import { DeleteAccountForm } from "@/components/account/DeleteAccountForm";
import { SignOutEverywhereForm } from "@/components/account/SignOutEverywhereForm";
import { YourData } from "@/components/account/YourData";
import { getAccountOverview } from "@/lib/account/account-overview";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listApiTokens } from "@/lib/auth/tokens";
import { changePasswordAction, deleteAccountAction, signOutEverywhereAction } from "./actions";
import { updateProfileAction } from "./profile-actions";
import { createTokenAction, revokeTokenAction } from "./token-actions";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await getCurrentUser();
  const overview = user && (await getAccountOverview({ userId: user.id }));
  if (!overview) redirect(signInPath("/account"));
  const tokens = await listApiTokens({ userId: user!.id });
  return (
    <div className="account-page">
      <h1>Your account</h1>
      <AccountProfile overview={overview} updateProfileAction={updateProfileAction} />
      {overview.hasPassword && <ChangePasswordForm action={changePasswordAction} email={overview.email} />}
      <SignOutEverywhereForm action={signOutEverywhereAction} sessionCount={overview.sessionCount} />
      <AccountActivity events={overview.events} />
      <ApiTokens tokens={tokens} createAction={createTokenAction} revokeAction={revokeTokenAction} />
      <YourData />
      <DeleteAccountForm action={deleteAccountAction} email={overview.email} deckCount={overview.deckCount} />
    </div>
  );
}
