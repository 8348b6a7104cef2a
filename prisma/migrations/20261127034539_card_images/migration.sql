-- CreateEnum
CREATE TYPE "CardImageFace" AS ENUM ('FRONT', 'BACK');

-- CreateTable
CREATE TABLE "card_image" (
    "cardId" INTEGER NOT NULL,
    "face" "CardImageFace" NOT NULL,
    "hash" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_image_pkey" PRIMARY KEY ("cardId","face")
);

-- CreateIndex
CREATE INDEX "card_image_hash_idx" ON "card_image"("hash");

-- AddForeignKey
ALTER TABLE "card_image" ADD CONSTRAINT "card_image_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A card's image changed: the pages showing the card (the catalogue tag) are dropped, as for any card write.
CREATE TRIGGER "card_image_marks_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_image"
  FOR EACH STATEMENT EXECUTE FUNCTION starport_writes_mark_stale('catalogue');
