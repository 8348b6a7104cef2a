-- CreateIndex
CREATE INDEX "collection_entry_userId_owned_cardId_idx" ON "collection_entry"("userId", "owned", "cardId");

-- CreateIndex
CREATE INDEX "collection_entry_userId_wanted_cardId_idx" ON "collection_entry"("userId", "wanted", "cardId");
