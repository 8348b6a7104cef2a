-- "Decks I can build" as a view the public deck list filters on in its own
-- query. Before, the list took every buildable deck's id first and passed
-- them back one bind parameter each, which PostgreSQL refuses past 65,535
-- (Prisma past 32,766). Queried with "userId" = $1, the player's row and
-- collection are read by key and each deck is tested once.
CREATE VIEW "buildable_deck" AS
SELECT u.id AS "userId", d.id AS "deckId"
FROM "user" u
CROSS JOIN "deck" d
WHERE EXISTS (SELECT 1 FROM "deck_card" dc WHERE dc."deckId" = d.id)
  AND NOT EXISTS (
    SELECT 1 FROM "deck_card" dc
    LEFT JOIN "collection_entry" e ON e."cardId" = dc."cardId" AND e."userId" = u.id
    WHERE dc."deckId" = d.id AND coalesce(e.owned, 0) < dc.quantity);
