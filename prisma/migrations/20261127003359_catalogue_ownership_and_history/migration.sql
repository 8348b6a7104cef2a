-- CreateEnum
CREATE TYPE "CardRevisionKind" AS ENUM ('EDIT', 'ERRATUM', 'RULING', 'IMPORT');

-- AlterTable
ALTER TABLE "card" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'seed';

-- AlterTable
ALTER TABLE "card_set" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'seed';

-- CreateTable
CREATE TABLE "card_revision" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "editorId" TEXT,
    "kind" "CardRevisionKind" NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_revision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "card_revision_cardId_createdAt_idx" ON "card_revision"("cardId", "createdAt");

-- CreateIndex
CREATE INDEX "card_revision_editorId_idx" ON "card_revision"("editorId");

-- AddForeignKey
ALTER TABLE "card_revision" ADD CONSTRAINT "card_revision_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_revision" ADD CONSTRAINT "card_revision_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
