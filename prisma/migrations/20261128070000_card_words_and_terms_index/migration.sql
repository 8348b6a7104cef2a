-- A card's words and keyed terms in one GIN index: a query of a word and a term
-- ("medic t:crew") is answered in one index scan that follows the word's short
-- list and skips through the term's long one, where two indexes read both lists
-- whole, or the term was tested on every card holding the word. The index
-- serves either column alone as each one did.
DROP INDEX "card_searchVector_idx";
DROP INDEX "card_searchTerms_idx";
CREATE INDEX "card_searchVector_searchTerms_idx" ON "card" USING GIN ("searchVector", "searchTerms") WITH (fastupdate = off);
