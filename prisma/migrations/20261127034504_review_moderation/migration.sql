-- AlterTable
ALTER TABLE "card_review" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" TEXT,
ADD COLUMN     "hiddenReason" TEXT;

-- CreateTable
CREATE TABLE "review_report" (
    "id" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "reporterId" TEXT,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "review_report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_report_resolvedAt_createdAt_idx" ON "review_report"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "review_report_reviewId_idx" ON "review_report"("reviewId");

-- AddForeignKey
ALTER TABLE "card_review" ADD CONSTRAINT "card_review_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "card_review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
