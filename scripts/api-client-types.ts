// Writes the types openapi-typescript generates from the OpenAPI document (the typed client's test compares them).
import { writeFileSync } from "node:fs";
import { CLIENT_TYPES_FILE, generateClientTypes } from "../lib/api/client/generate-types";

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes());
console.log(`Wrote ${CLIENT_TYPES_FILE}`);
