import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import * as route from "./route";

describe("an /api/v1 address no operation serves", () => {
  it("answers the API's JSON 404 with CORS headers, whatever the method", async () => {
    const errorSchema = buildOpenApiDocument().components.schemas.Error as { properties: { error: object } };
    expect(errorSchema.properties.error).toBeDefined();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = route[method](new Request("http://starport.test/api/v1/no/such/thing", { method }));
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.message).toContain("/api/v1/no/such/thing");
    }
  });
});
