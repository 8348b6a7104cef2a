// Password strength with zxcvbn-ts and its common-password dictionary. Runs in
// the browser (the meter, the form's check) and on the server (the same
// schema), so it imports nothing server-side. The estimator and its
// dictionary (about 236 kB gzipped) load on first use, never with a page.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's score 3: about 10^8 guesses or more, beyond an online attack behind the sign-in throttle. */
const PASSWORD_MIN_SCORE = 3;
/** Only the first characters are analysed, so a 200-character password costs a few milliseconds, not a tenth of a second. */
const ANALYSED_LENGTH = 64;
/** Words that make a password easier to guess here, beside the player's own email and name. */
const SITE_WORDS = ["starport", "traveller", "traveler"];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  acceptable: boolean;
  /** Why it is weak, in Starport's words; null when zxcvbn names no reason. */
  reason: string | null;
}

// zxcvbn's warning keys (we set no translations, so it answers with the keys).
const REASONS: Record<string, string> = {
  straightRow: "Keys side by side on the keyboard are among the first things tried.",
  keyPattern: "Keyboard patterns are among the first things tried.",
  simpleRepeat: "Repeating one character adds almost nothing.",
  extendedRepeat: "Repeating a group of characters adds little.",
  sequences: "Runs like abc or 123 are among the first things tried.",
  recentYears: "Recent years are easy to guess.",
  dates: "Dates are easy to guess.",
  topTen: "This is one of the most used passwords.",
  topHundred: "This is one of the most used passwords.",
  common: "This is a much-used password.",
  pwned: "This is a much-used password.",
  similarToCommon: "This is a small change to a much-used password.",
  wordByItself: "A single word is easy to guess.",
  namesByThemselves: "Names on their own are easy to guess.",
  commonNames: "Common names are easy to guess.",
  userInputs: "It contains your email address, your name or the site's name.",
};

export const SCORE_LABELS: Record<PasswordScore, string> = {
  0: "Very weak",
  1: "Weak",
  2: "Fair",
  3: "Good",
  4: "Strong",
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loads zxcvbn and the dictionary once (a separate chunk in the browser). */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: ANALYSED_LENGTH,
      }),
  );
  // A failed load (say, the network dropped) may be tried again.
  estimator.catch(() => (estimator = undefined));
  return estimator;
}

/** The words of an email address and a name that a password should not lean on: whole, in parts, and run together. */
export function personalWords(values: (string | null | undefined)[]): string[] {
  const words = values.flatMap((value) => {
    if (!value) return [];
    const beforeAt = value.split("@")[0]!;
    return [value, ...value.split(/[@.\s_+-]+/), beforeAt.replace(/[.\s_+-]+/g, "")];
  });
  return [...new Set(words)].filter((w) => w.length >= 3);
}

export async function passwordStrength(
  password: string,
  context: (string | null | undefined)[] = [],
): Promise<PasswordStrength> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [...SITE_WORDS, ...personalWords(context)]);
  const score = result.score as PasswordScore;
  const warning = result.feedback.warning;
  return { score, acceptable: score >= PASSWORD_MIN_SCORE, reason: warning ? (REASONS[warning] ?? null) : null };
}

/** The message next to the password field for a password that is too weak. */
export function weakPasswordMessage(strength: PasswordStrength): string {
  return ["Too easy to guess.", strength.reason, "Try a few unrelated words."].filter(Boolean).join(" ");
}
