// The one answer to any failed sign-in: it never says whether the account exists.
export const SIGN_IN_FAILED = "Email or password is incorrect.";

// The one answer to a sign-up, whether the address was free or already had an account.
export const SIGN_UP_REQUESTED =
  "Thanks. If this email address had no account here, it has one now. Sign in with it to continue (if it already had an account, use that account's password).";
