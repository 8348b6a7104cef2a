// The modules that run in the browser as well as on the server (the rules
// engine, the search query parser, decklist parsing, shared schemas…), as
// globs over project paths without their extension. Pure modules may import
// only each other and the packages below: never Next.js, Prisma, server-only
// code or Node's built-ins.
export const PURE_MODULES = [
  "lib/rules/**",
  "lib/insight/**",
  "lib/search/query/**",
  "lib/search/{engine,search-terms,catalogue-query,catalogue-filters,api-query,words}",
  "lib/cards/{vocabulary,card-text,card-record,seed-schema,slug,normalise-name,name-limits,related-cards}",
  "lib/decklists/{limits,entries,parse,closest-names,schemas,export,export-filename,report,forms,submitted-text,file-text,match,read-text,judge,check-form}",
  "lib/offline/{bundle-types,check-offline,bundle-lookup,sync-queue}",
  "lib/decks/schemas",
  "lib/comments/{schemas,limits,card-links}",
  "lib/formats/{format-id,revisions,rule-wording,format-errors}",
  "lib/events/{schemas,canonical-list,list-diff,visibility,forms}",
  "lib/glossary/{anchors,keywords,glossary-index,rules-markup,term-links,seed-schema,exact-term,reference-pages}",
  "lib/http/{errors,action-result,limits,parse-json,csv,query-int}",
  "lib/auth/{schemas,messages,callback-url,sign-in-errors,password-strength,token-schemas}",
  "lib/api/{operation,operations,examples,openapi,pagination,cors,allowed-methods,rate-limit-fields}",
  "lib/api/schemas/**",
  "lib/collections/{limits,schemas,parse-list,export-format,owned-vs-needed,forms}",
  "lib/account/export-document",
  "lib/database/int-column",
  "lib/players/handle",
  "lib/catalogue-admin/schemas",
];

// The password estimator runs in the sign-up form and on the server alike; the CSV packages import nothing.
export const PURE_PACKAGES = [
  "zod",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "csv-parse/sync",
  "csv-stringify/sync",
];
