// Requests to next-auth's endpoints that next-auth answers with a 500, though
// the client is at fault: a body sent as JSON that is not JSON (next-auth
// parses it without a catch), and a GET of the credentials callback (only a
// POST signs in with a password; next-auth answers "not supported" as a 500).
// Answered here with the API's error body instead.
import { parseJson } from "@/lib/http/parse-json";

/** The refusal for this request, or null to let next-auth answer. `segments` are the route's [...nextauth]. */
export async function authEndpointRefusal(request: Request, segments: readonly string[]): Promise<Response | null> {
  const [action, provider] = segments;
  if (request.method === "GET" && action === "callback" && provider === "credentials") {
    return Response.json(
      { error: { code: "METHOD_NOT_ALLOWED", message: "Signing in with a password is a POST." } },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  if (request.method === "POST" && /application\/json/i.test(request.headers.get("content-type") ?? "")) {
    if (!parseJson(await request.clone().text()).ok)
      return Response.json({ error: { code: "BAD_QUERY", message: "The body is not valid JSON." } }, { status: 400 });
  }
  return null;
}
