-- CreateTable
CREATE TABLE "considered_card" (
    "deckId" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "considered_card_pkey" PRIMARY KEY ("deckId","cardId")
);

-- CreateIndex
CREATE INDEX "considered_card_cardId_idx" ON "considered_card"("cardId");

-- AddForeignKey
ALTER TABLE "considered_card" ADD CONSTRAINT "considered_card_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "deck"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "considered_card" ADD CONSTRAINT "considered_card_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
