-- CreateEnum
CREATE TYPE "EventVisibility" AS ENUM ('LISTED', 'UNLISTED');

-- CreateTable
CREATE TABLE "format_revision" (
    "id" SERIAL NOT NULL,
    "formatId" TEXT NOT NULL,
    "effectiveOn" DATE NOT NULL,
    "summary" TEXT NOT NULL,
    "definition" JSONB NOT NULL,
    "decksCheckedAt" TIMESTAMP(3),

    CONSTRAINT "format_revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event" (
    "id" TEXT NOT NULL,
    "organizerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "heldOn" DATE NOT NULL,
    "place" TEXT,
    "formatId" TEXT NOT NULL,
    "registrationClosesAt" TIMESTAMP(3) NOT NULL,
    "playerCap" INTEGER,
    "refuseIllegal" BOOLEAN NOT NULL,
    "visibility" "EventVisibility" NOT NULL DEFAULT 'LISTED',
    "publishLists" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "currentSnapshotId" INTEGER,
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration_snapshot" (
    "id" SERIAL NOT NULL,
    "registrationId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "deckId" TEXT,
    "deckName" TEXT NOT NULL,
    "deckVersion" INTEGER,
    "formatRevisionId" INTEGER NOT NULL,
    "cards" JSONB NOT NULL,
    "legal" BOOLEAN NOT NULL,
    "verdict" JSONB NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registration_snapshot_pkey" PRIMARY KEY ("id")
);

-- Keep each stored format as its first revision (from the first set's release)
-- before its column goes: the seed load then rewrites the revisions of the
-- formats it knows, and formats no longer in the seed keep working.
INSERT INTO "format_revision" ("formatId", "effectiveOn", "summary", "definition")
SELECT "id",
       COALESCE((SELECT min("releasedOn") FROM "card_set"), CURRENT_DATE),
       'The rules as stored before formats had dated revisions.',
       "definition" - 'id' - 'name' - 'description'
FROM "format";

-- AlterTable
ALTER TABLE "format" DROP COLUMN "definition";

-- CreateIndex
CREATE UNIQUE INDEX "format_revision_formatId_effectiveOn_key" ON "format_revision"("formatId", "effectiveOn");

-- CreateIndex
CREATE INDEX "event_visibility_heldOn_idx" ON "event"("visibility", "heldOn");

-- CreateIndex
CREATE INDEX "event_organizerId_heldOn_idx" ON "event"("organizerId", "heldOn");

-- CreateIndex
CREATE UNIQUE INDEX "registration_currentSnapshotId_key" ON "registration"("currentSnapshotId");

-- CreateIndex
CREATE INDEX "registration_playerId_idx" ON "registration"("playerId");

-- CreateIndex
CREATE UNIQUE INDEX "registration_eventId_playerId_key" ON "registration"("eventId", "playerId");

-- CreateIndex
CREATE INDEX "registration_snapshot_deckId_idx" ON "registration_snapshot"("deckId");

-- CreateIndex
CREATE UNIQUE INDEX "registration_snapshot_registrationId_number_key" ON "registration_snapshot"("registrationId", "number");

-- AddForeignKey
ALTER TABLE "format_revision" ADD CONSTRAINT "format_revision_formatId_fkey" FOREIGN KEY ("formatId") REFERENCES "format"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event" ADD CONSTRAINT "event_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event" ADD CONSTRAINT "event_formatId_fkey" FOREIGN KEY ("formatId") REFERENCES "format"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration" ADD CONSTRAINT "registration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration" ADD CONSTRAINT "registration_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration" ADD CONSTRAINT "registration_currentSnapshotId_fkey" FOREIGN KEY ("currentSnapshotId") REFERENCES "registration_snapshot"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_snapshot" ADD CONSTRAINT "registration_snapshot_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_snapshot" ADD CONSTRAINT "registration_snapshot_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "deck"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_snapshot" ADD CONSTRAINT "registration_snapshot_formatRevisionId_fkey" FOREIGN KEY ("formatRevisionId") REFERENCES "format_revision"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
