// The deck the registration form starts on: the first that was legal when last
// saved, or none, so a list that was not legal is never sent by default.
export function initialDeckId(decks: readonly { id: string; legal: boolean }[]): string {
  return decks.find((d) => d.legal)?.id ?? "";
}
