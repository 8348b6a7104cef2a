// The OpenAPI document read by two validators that share no code with ours (issue 36): Redocly's linter with its
// recommended rules, and swagger-parser's validation against the OpenAPI 3.1 schema.
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";

const doc = buildOpenApiDocument({ serverUrl: "https://starport.example/api/v1" });

describe("the OpenAPI document, read by outside tools", () => {
  it("has no error and no warning under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "openapi.json", config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`)).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document for swagger-parser, every $ref resolved", async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(api.info.title).toBe("Starport API");
    expect(Object.keys(api.paths ?? {})).toEqual(Object.keys(doc.paths));
  });
});
