-- CreateTable
CREATE TABLE "collection_entry" (
    "userId" TEXT NOT NULL,
    "cardId" INTEGER NOT NULL,
    "owned" INTEGER NOT NULL DEFAULT 0,
    "wanted" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_entry_pkey" PRIMARY KEY ("userId","cardId"),
    -- Not in schema.prisma (Prisma does not model CHECK): counts stay within 0..99 whatever writes them.
    CONSTRAINT "collection_entry_owned_range" CHECK ("owned" BETWEEN 0 AND 99),
    CONSTRAINT "collection_entry_wanted_range" CHECK ("wanted" BETWEEN 0 AND 99)
);

-- CreateTable
CREATE TABLE "collection_share" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "collection_share_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "collection_entry_cardId_idx" ON "collection_entry"("cardId");

-- CreateIndex
CREATE UNIQUE INDEX "collection_share_slug_key" ON "collection_share"("slug");

-- CreateIndex
CREATE INDEX "collection_share_userId_idx" ON "collection_share"("userId");

-- AddForeignKey
ALTER TABLE "collection_entry" ADD CONSTRAINT "collection_entry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_entry" ADD CONSTRAINT "collection_entry_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_share" ADD CONSTRAINT "collection_share_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
