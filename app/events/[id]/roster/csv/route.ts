// GET /events/<id>/roster/csv — the roster as a CSV download, for the event's organizer only.
import { requireUser } from "@/lib/auth/current-user";
import { rosterCsv } from "@/lib/events/roster-csv";
import { rosterQuerySchema } from "@/lib/events/schemas";
import { toErrorResponse } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { sort } = rosterQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const user = await requireUser();
    const { fileName, csv } = await rosterCsv({ eventId: (await params).id, organizerId: user.id, sort });
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
