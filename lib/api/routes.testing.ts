// For tests: every route file under app/api/v1 as API paths, and a client
// that sends a Request straight to the handler a path resolves to (the same
// handler the server runs), so tests read real responses without a server.
import { readdirSync } from "node:fs";
import { join, sep } from "node:path";

const API_DIR = join(process.cwd(), "app/api/v1");
const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"] as const;

export interface RouteFile {
  /** As in the OpenAPI document: /cards/{slug}. */
  path: string;
  file: string;
}

/** Every route.ts under app/api/v1, as API paths. */
export function routeFiles(): RouteFile[] {
  return (
    (readdirSync(API_DIR, { recursive: true }) as string[])
      .filter((f) => f.endsWith(`${sep}route.ts`) || f === "route.ts")
      // The catch-all answers addresses no operation serves (a JSON 404), so it is in no operation.
      .filter((f) => !f.includes("[..."))
      .map((f) => {
        const folder = f.slice(0, -"route.ts".length).split(sep).filter(Boolean);
        return { path: `/${folder.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`, file: join(API_DIR, f) };
      })
  );
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
type RouteModule = Partial<Record<(typeof HTTP_METHODS)[number] | "OPTIONS", Handler>>;

/** The methods a route file exports (OPTIONS aside). */
export async function exportedMethods(route: RouteFile): Promise<string[]> {
  const exported = (await import(route.file)) as RouteModule;
  return HTTP_METHODS.filter((m) => typeof exported[m] === "function");
}

function resolve(path: string): { route: RouteFile; params: Record<string, string> } {
  // Static segments win over parameters (/decks/validate before /decks/{id}).
  const routes = routeFiles().sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  for (const route of routes) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${route.path.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), "([^/]+)")).replace(/\./g, "\\.")}$`,
    );
    const match = pattern.exec(path);
    if (match)
      return { route, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) };
  }
  throw new Error(`No route file serves ${path}`);
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends `method path` (path under /api/v1, query included) to its handler. */
export async function callApi(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`http://starport.test/api/v1${path}`);
  const { route, params } = resolve(url.pathname.slice("/api/v1".length));
  const exported = (await import(route.file)) as RouteModule;
  const handler = exported[method as keyof RouteModule];
  if (!handler) return new Response(null, { status: 405 });
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  return handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
}
