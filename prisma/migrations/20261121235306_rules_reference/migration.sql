-- CreateEnum
CREATE TYPE "RulesSectionKind" AS ENUM ('TEXT', 'RULES', 'GLOSSARY', 'ROUND_SEQUENCE', 'CARD_ANATOMY');

-- AlterTable
ALTER TABLE "glossary_entry" ADD COLUMN     "icon" TEXT,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'seed',
ADD COLUMN     "stages" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "terms" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "rules_section" (
    "anchor" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "kind" "RulesSectionKind" NOT NULL DEFAULT 'TEXT',
    "body" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'seed',

    CONSTRAINT "rules_section_pkey" PRIMARY KEY ("anchor")
);

-- CreateTable
CREATE TABLE "card_anatomy" (
    "cardType" "CardType" NOT NULL,
    "cardSlug" TEXT NOT NULL,
    "intro" TEXT NOT NULL,
    "callouts" JSONB NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "card_anatomy_pkey" PRIMARY KEY ("cardType")
);
