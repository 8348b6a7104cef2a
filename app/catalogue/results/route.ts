// GET /catalogue/results — the catalogue's results as HTML for search as you type. The server answers this address
// without Next (ADR 016) with this same handler.
import { catalogueResultsRoute } from "@/components/catalogue/catalogue-results-route";

export const dynamic = "force-dynamic";
export const GET = catalogueResultsRoute.GET;
