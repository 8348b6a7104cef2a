// GET /offline/bundle — what the browser keeps to check lists offline (lib/offline), the same for everyone.
import { buildOfflineBundle } from "@/lib/offline/bundle";

export const dynamic = "force-dynamic";

export async function GET() {
  // Revalidated on every use (the server answers an unchanged bundle 304 from its kept copy, lib/serve).
  return Response.json(await buildOfflineBundle(), { headers: { "Cache-Control": "public, no-cache" } });
}
