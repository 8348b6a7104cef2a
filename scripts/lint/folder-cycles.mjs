// Folders depend one way: an import from one lib/ (or components/) folder to another
// must not close a circle. Reads every file's imports with TypeScript's pre-processor.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..", "..");
const LAYERS = ["lib", "components"];
const SKIP = new Set(["generated", "node_modules"]);

function sourceFiles(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The folder a project path belongs to ("lib/cards", "components/deck", "lib/env"), or undefined outside the layers. */
export function folderOf(projectPath) {
  const [layer, name] = projectPath.split("/");
  if (!LAYERS.includes(layer) || name === undefined) return undefined;
  return `${layer}/${name.replace(/\.(tsx?|mjs)$/, "")}`;
}

/** The project path an import specifier names, or undefined for a package. */
function target(fromFile, specifier) {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith("."))
    return relative(ROOT, resolve(dirname(join(ROOT, fromFile)), specifier))
      .split("\\")
      .join("/");
  return undefined;
}

/** The source files of lib/ and components/. */
export function projectSourceFiles() {
  return LAYERS.flatMap(sourceFiles);
}

/** Edges between folders: "from" imports "to", with one file that does so as the witness. Tests are left out. */
export function folderEdges(files = projectSourceFiles(), read = (f) => readFileSync(join(ROOT, f), "utf8")) {
  const edges = new Map();
  for (const file of files) {
    if (/\.(int\.)?test\.tsx?$/.test(file)) continue;
    const from = folderOf(file);
    for (const { fileName } of ts.preProcessFile(read(file), true, true).importedFiles) {
      const path = target(file, fileName);
      const to = path === undefined ? undefined : folderOf(path);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, file, specifier: fileName });
    }
  }
  return [...edges.values()];
}

/** Every circle of folders (strongly connected components of more than one folder), each with the edges inside it. */
export function folderCycles(edges) {
  const next = new Map();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components.map((folders) => ({
    folders,
    edges: edges.filter((e) => folders.includes(e.from) && folders.includes(e.to)),
  }));
}
