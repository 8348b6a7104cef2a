-- CreateEnum
CREATE TYPE "CardType" AS ENUM ('SHIP', 'CREW', 'GEAR', 'UPGRADE', 'CONNECTION', 'ACTION', 'ADVENTURE');

-- CreateEnum
CREATE TYPE "GlossaryKind" AS ENUM ('RULE', 'TERM', 'KEYWORD', 'PHASE', 'CARD_TYPE', 'TOKEN');

-- CreateTable
CREATE TABLE "card_set" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "releasedOn" DATE NOT NULL,
    "description" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "card_set_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "card" (
    "id" SERIAL NOT NULL,
    "setCode" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "CardType" NOT NULL,
    "subtypes" TEXT[],
    "traits" TEXT[],
    "keywords" TEXT[],
    "isUnique" BOOLEAN NOT NULL DEFAULT false,
    "cost" INTEGER,
    "creditValue" INTEGER,
    "text" TEXT NOT NULL,
    "printedText" TEXT NOT NULL,
    "flavor" TEXT,
    "jump" INTEGER,
    "attack" INTEGER,
    "defense" INTEGER,
    "initiative" INTEGER,
    "crewSlots" INTEGER,
    "handSize" INTEGER,
    "upgradeSlots" JSONB,
    "capabilities" TEXT[],
    "skills" TEXT[],
    "expertSkills" TEXT[],
    "wounds" INTEGER,
    "structure" INTEGER,
    "phase" TEXT,
    "isReaction" BOOLEAN NOT NULL DEFAULT false,
    "heroic" JSONB,
    "contract" JSONB,
    "complication" JSONB,
    "vp" INTEGER,
    "distance" INTEGER,
    "complicationSlots" INTEGER,
    "abandonment" INTEGER,
    "requirementTokens" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "errata" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "printed" TEXT NOT NULL,
    "corrected" TEXT NOT NULL,
    "publishedOn" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "note" TEXT,

    CONSTRAINT "errata_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ruling" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "ruledOn" DATE NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "source" TEXT NOT NULL,

    CONSTRAINT "ruling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "glossary_entry" (
    "anchor" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "kind" "GlossaryKind" NOT NULL,
    "body" TEXT NOT NULL,
    "related" TEXT[],
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "glossary_entry_pkey" PRIMARY KEY ("anchor")
);

-- CreateTable
CREATE TABLE "format" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "legalSets" TEXT[],
    "banned" TEXT[],
    "restricted" TEXT[],

    CONSTRAINT "format_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "card_slug_key" ON "card"("slug");

-- CreateIndex
CREATE INDEX "card_type_name_idx" ON "card"("type", "name");

-- CreateIndex
CREATE UNIQUE INDEX "card_setCode_number_key" ON "card"("setCode", "number");

-- CreateIndex
CREATE UNIQUE INDEX "errata_cardId_field_key" ON "errata"("cardId", "field");

-- CreateIndex
CREATE UNIQUE INDEX "ruling_cardId_position_key" ON "ruling"("cardId", "position");

-- AddForeignKey
ALTER TABLE "card" ADD CONSTRAINT "card_setCode_fkey" FOREIGN KEY ("setCode") REFERENCES "card_set"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "errata" ADD CONSTRAINT "errata_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ruling" ADD CONSTRAINT "ruling_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
