// "Download all my data" (GET: one JSON document, format in
// docs/data-export.md) and "Import my data" (POST the document: decks and
// collection recreated, a report back). Signed out: sign in (GET) or 401 (POST).
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { exportData } from "@/lib/account/export-data";
import { MAX_DATA_BYTES } from "@/lib/account/export-document";
import { importData } from "@/lib/account/import-data";
import { readJsonBody } from "@/lib/collections/read-json-body";
import { toErrorResponse } from "@/lib/http/errors";
import { isoDateOf } from "@/lib/rules/dates";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function GET(request: Request): Promise<Response> {
  try {
    const user = await getCurrentUser();
    if (!user) return Response.redirect(new URL(signInPath("/account"), request.url), 303);
    const now = new Date();
    const document = await exportData({ userId: user.id, now });
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        ...NO_STORE,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="starport-data-${isoDateOf(now)}.json"`,
      },
    });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const user = await getCurrentUser();
    if (!user)
      return Response.json(
        { error: { code: "UNAUTHORIZED", message: "Sign in to import your data." } },
        { status: 401, headers: NO_STORE },
      );
    const document = await readJsonBody(request, MAX_DATA_BYTES);
    return Response.json(await importData({ userId: user.id, document }), { headers: NO_STORE });
  } catch (error) {
    return toErrorResponse(error, NO_STORE);
  }
}
