// GET /api/v1/catalogue — the whole catalogue in one document, versioned by its content hash.
import { exportCatalogue } from "@/lib/api/catalogue";
import { exportCatalogue as operation } from "@/lib/api/operations";
import { apiRoute, preflight } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const OPTIONS = preflight("GET");
export const GET = apiRoute(operation, ({ origin }) => exportCatalogue({ origin }), {
  // Tools poll it: an hour fresh, then one If-None-Match that usually answers 304.
  cacheControl: "public, max-age=3600, stale-while-revalidate=86400",
  headers: (body) => ({
    "Content-Disposition": 'inline; filename="starport-catalogue.json"',
    "Content-Length": String(Buffer.byteLength(body)),
  }),
});
