// The signed-in player's collection as a file: CSV (owned and wanted), or text
// for one list (?format=text&list=owned|wanted). Sign-in first when signed out.
import { z } from "zod";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getCollectionRows } from "@/lib/collections/collection-rows";
import { collectionCsv, collectionText } from "@/lib/collections/export-format";
import { collectionFieldSchema } from "@/lib/collections/schemas";
import { toErrorResponse } from "@/lib/http/errors";

const exportQuerySchema = z.object({
  format: z.enum(["csv", "text"]).default("csv"),
  list: collectionFieldSchema.default("owned"),
});

export async function GET(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const { format, list } = exportQuerySchema.parse(Object.fromEntries(url.searchParams));
    const user = await getCurrentUser();
    if (!user) return Response.redirect(new URL(signInPath("/collection"), url), 303);
    const rows = await getCollectionRows({ userId: user.id });
    const [body, type, name] =
      format === "csv"
        ? [collectionCsv(rows), "text/csv", "starport-collection.csv"]
        : [collectionText(rows, list), "text/plain", `starport-${list === "owned" ? "collection" : "want-list"}.txt`];
    return new Response(body, {
      headers: {
        "Content-Type": `${type}; charset=utf-8`,
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
