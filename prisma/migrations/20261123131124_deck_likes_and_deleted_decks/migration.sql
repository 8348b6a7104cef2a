-- AlterTable
ALTER TABLE "deck" ADD COLUMN     "complete" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "deletedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "deck_like" (
    "deckId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_like_pkey" PRIMARY KEY ("deckId","userId")
);

-- CreateIndex
CREATE INDEX "deck_like_userId_idx" ON "deck_like"("userId");

-- CreateIndex
CREATE INDEX "deck_ownerId_deletedAt_idx" ON "deck"("ownerId", "deletedAt");

-- AddForeignKey
ALTER TABLE "deck_like" ADD CONSTRAINT "deck_like_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "deck"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_like" ADD CONSTRAINT "deck_like_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Decks saved before this migration: complete when they hold one ship, 60 captain's cards and 20 adventure cards (every format's sizes at this time); the next save recomputes it from the format.
UPDATE "deck" SET "complete" = true
FROM (
  SELECT dc."deckId",
         SUM(CASE WHEN c."type" = 'SHIP' THEN dc."quantity" ELSE 0 END) AS ships,
         SUM(CASE WHEN c."type" = 'ADVENTURE' THEN dc."quantity" ELSE 0 END) AS adventures,
         SUM(CASE WHEN c."type" NOT IN ('SHIP', 'ADVENTURE') THEN dc."quantity" ELSE 0 END) AS captains
  FROM "deck_card" dc JOIN "card" c ON c."id" = dc."cardId"
  GROUP BY dc."deckId"
) AS sizes
WHERE sizes."deckId" = "deck"."id" AND sizes.ships = 1 AND sizes.captains = 60 AND sizes.adventures = 20;
