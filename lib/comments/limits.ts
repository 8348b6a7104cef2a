// The comment and review forms' limits, without the schemas: a page's form reads these for its fields'
// maxLength while zod (in the schemas) loads only when a form is first sent.
export const MAX_COMMENT_LENGTH = 4_000;
export const MAX_REASON_LENGTH = 500;
