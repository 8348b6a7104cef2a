// Notes for /signin?notice=…, after an account change that ended the session.
// Only known codes are shown, so a crafted link cannot put its own words on the page.
const NOTICES: Record<string, string> = {
  "signed-out-everywhere": "You are signed out on every device. Sign in again to continue here.",
};

export function signInNotice(code: string | string[] | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  return value && Object.hasOwn(NOTICES, value) ? NOTICES[value]! : null;
}
