-- Handles are unique without regard to case: citext compares them lower-cased.
CREATE EXTENSION IF NOT EXISTS citext;

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('EDITOR', 'ADMIN');

-- AlterTable
ALTER TABLE "registration" ADD COLUMN     "shareEmail" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "bio" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "handle" CITEXT NOT NULL DEFAULT ('player-'::text || substr(md5((random())::text), 1, 10)),
ADD COLUMN     "handleChosen" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "roles" "UserRole"[] DEFAULT ARRAY[]::"UserRole"[];

-- CreateTable
CREATE TABLE "handle_reservation" (
    "handle" CITEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "handle_reservation_pkey" PRIMARY KEY ("handle")
);

-- CreateIndex
CREATE INDEX "handle_reservation_userId_idx" ON "handle_reservation"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "user_handle_key" ON "user"("handle");

-- AddForeignKey
ALTER TABLE "handle_reservation" ADD CONSTRAINT "handle_reservation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
