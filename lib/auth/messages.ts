// The one answer to any failed sign-in: it never says whether the account exists.
export const SIGN_IN_FAILED = "Email or password is incorrect.";
