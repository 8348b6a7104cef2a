"use client";
// How hard a new password is to guess, as it is typed. The estimator and its
// dictionary load on the first keystroke (a separate chunk), so the page
// itself stays light; the verdict is the one the form and the server use.
import { useEffect, useState } from "react";
import { passwordStrength, SCORE_LABELS, type PasswordStrength } from "@/lib/auth/password-strength";

const SETTLE_MS = 150;

export function PasswordStrengthMeter({
  id,
  password,
  context,
}: {
  id: string;
  password: string;
  context: (string | undefined)[];
}) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const contextKey = context.join("\n");

  useEffect(() => {
    let current = true;
    // Waits until typing pauses; an empty field shows nothing.
    const timer = setTimeout(() => {
      if (!password) return setStrength(null);
      passwordStrength(password, contextKey.split("\n")).then(
        (result) => current && setStrength(result),
        () => current && setStrength(null),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, contextKey]);

  return (
    <div id={id} className="password-meter" aria-live="polite">
      {strength && (
        <>
          <meter min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-hidden="true" />
          <span className="password-meter-label">
            Strength: {SCORE_LABELS[strength.score]}
            {strength.acceptable ? "" : " (too easy to guess)"}
          </span>
          {!strength.acceptable && strength.reason && <span className="password-meter-reason">{strength.reason}</span>}
        </>
      )}
    </div>
  );
}
