-- DropForeignKey
ALTER TABLE "event" DROP CONSTRAINT "event_organizerId_fkey";

-- DropForeignKey
ALTER TABLE "registration" DROP CONSTRAINT "registration_playerId_fkey";

-- AlterTable
ALTER TABLE "event" ALTER COLUMN "organizerId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "registration" ALTER COLUMN "playerId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "event" ADD CONSTRAINT "event_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration" ADD CONSTRAINT "registration_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
