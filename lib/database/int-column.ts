// PostgreSQL's `integer` holds up to 2^31 − 1. A larger number from outside
// (a card id, a version) fails the query itself (22003), a 500; the schemas
// that read such numbers stop at this bound, a 4xx.
export const MAX_INT_COLUMN = 2_147_483_647;
