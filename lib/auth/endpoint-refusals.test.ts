import { describe, expect, it } from "vitest";
import { authEndpointRefusal } from "./endpoint-refusals";

const post = (body: string, contentType = "application/json") =>
  new Request("http://localhost/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });

describe("authEndpointRefusal", () => {
  it("answers a GET of the credentials callback with 405, and lets OAuth callbacks through", async () => {
    const refusal = await authEndpointRefusal(new Request("http://localhost/api/auth/callback/credentials"), [
      "callback",
      "credentials",
    ]);
    expect(refusal?.status).toBe(405);
    expect(refusal?.headers.get("allow")).toBe("POST");
    expect(await refusal?.json()).toEqual({
      error: { code: "METHOD_NOT_ALLOWED", message: "Signing in with a password is a POST." },
    });
    expect(
      await authEndpointRefusal(new Request("http://localhost/api/auth/callback/github?code=x"), [
        "callback",
        "github",
      ]),
    ).toBeNull();
  });

  it("answers a JSON body that is not JSON with 400, and leaves the body readable for next-auth otherwise", async () => {
    const refusal = await authEndpointRefusal(post("{"), ["callback", "credentials"]);
    expect(refusal?.status).toBe(400);
    expect(await refusal?.json()).toEqual({ error: { code: "BAD_QUERY", message: "The body is not valid JSON." } });
    const valid = post('{"csrfToken":"x"}');
    expect(await authEndpointRefusal(valid, ["callback", "credentials"])).toBeNull();
    expect(await valid.json()).toEqual({ csrfToken: "x" });
    expect(
      await authEndpointRefusal(post("email=a%40b.c", "application/x-www-form-urlencoded"), [
        "callback",
        "credentials",
      ]),
    ).toBeNull();
  });
});
