// Any /api/v1 address no operation serves: the API's JSON 404 with CORS headers, for every method (Next would
// answer its HTML page).
import { unknownApiPath } from "@/lib/api/route";

export const dynamic = "force-dynamic";
export const GET = unknownApiPath;
export const HEAD = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;
