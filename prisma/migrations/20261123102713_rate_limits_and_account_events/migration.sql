-- CreateEnum
CREATE TYPE "AccountEventKind" AS ENUM ('SIGN_IN_FAILED', 'SIGN_UP_ATTEMPT', 'PASSWORD_CHANGED', 'SIGNED_OUT_EVERYWHERE');

-- DropTable
DROP TABLE "sign_in_throttle";

-- CreateTable
CREATE TABLE "rate_limit" (
    "key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "windowStartedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "account_event" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "AccountEventKind" NOT NULL,
    "address" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "account_event_userId_createdAt_idx" ON "account_event"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "account_event" ADD CONSTRAINT "account_event_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
