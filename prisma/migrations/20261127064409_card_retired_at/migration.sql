-- AlterTable
ALTER TABLE "card" ADD COLUMN     "retiredAt" TIMESTAMP(3);
