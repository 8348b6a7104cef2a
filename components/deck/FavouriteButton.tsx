// A public deck's favourites on its page: the count, and for another signed-in
// player a plain form that bookmarks the deck or takes the bookmark back.
export function FavouriteButton({
  deckId,
  count,
  favourited,
  canFavourite,
  action,
}: {
  deckId: string;
  count: number;
  favourited: boolean;
  canFavourite: boolean;
  action: (form: FormData) => Promise<void>;
}) {
  const label = `${count} ${count === 1 ? "favourite" : "favourites"}`;
  if (!canFavourite)
    return (
      <span className="muted">
        {" "}
        · <span data-testid="deck-favourites">{label}</span>
      </span>
    );
  return (
    <form action={action} className="inline-form">
      {" "}
      · <input type="hidden" name="deckId" value={deckId} />
      <input type="hidden" name="favourited" value={favourited ? "false" : "true"} />
      <button type="submit" aria-pressed={favourited}>
        {favourited ? "Favourited" : "Favourite"}
      </button>{" "}
      <span data-testid="deck-favourites">{label}</span>
    </form>
  );
}
