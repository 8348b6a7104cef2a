-- CreateIndex
CREATE INDEX "card_name_id_idx" ON "card"("name", "id");
