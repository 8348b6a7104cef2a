import { describe, expect, it } from "vitest";
import { passwordStrength, personalWords, weakPasswordMessage } from "./password-strength";

describe("passwordStrength", () => {
  it("scores with zxcvbn and its common-password dictionary", async () => {
    expect(await passwordStrength("1234567890")).toEqual({
      score: 0,
      acceptable: false,
      reason: "This is one of the most used passwords.",
    });
    expect(await passwordStrength("quiet lanterns drift over regina")).toMatchObject({ score: 4, acceptable: true });
  });

  it("counts the player's own words against the password", async () => {
    const alone = await passwordStrength("zorblaxquint1");
    const withEmail = await passwordStrength("zorblaxquint1", ["zorblax.quint@example.com"]);
    expect(alone.acceptable).toBe(true);
    expect(withEmail).toMatchObject({
      acceptable: false,
      reason: "It contains your email address, your name or the site's name.",
    });
  });

  it("analyses only the first 64 characters, so length alone cannot hide a repeat", async () => {
    expect((await passwordStrength("b".repeat(200))).acceptable).toBe(false);
  });
});

describe("personalWords", () => {
  it("splits an email address and a name into the words worth checking", () => {
    expect(personalWords(["ada.lovelace+tcg@example.com", "Ada Lovelace", undefined, null])).toEqual([
      "ada.lovelace+tcg@example.com",
      "ada",
      "lovelace",
      "tcg",
      "example",
      "com",
      "adalovelacetcg",
      "Ada Lovelace",
      "Ada",
      "Lovelace",
      "AdaLovelace",
    ]);
  });
});

describe("weakPasswordMessage", () => {
  it("gives the reason when there is one, and advice either way", () => {
    expect(weakPasswordMessage({ score: 1, acceptable: false, reason: "Dates are easy to guess." })).toBe(
      "Too easy to guess. Dates are easy to guess. Try a few unrelated words.",
    );
    expect(weakPasswordMessage({ score: 2, acceptable: false, reason: null })).toBe(
      "Too easy to guess. Try a few unrelated words.",
    );
  });
});
