// ESLint rule: a pure module (scripts/lint/pure-modules.mjs) imports only
// other pure modules and the allowed packages. An allow-list, so a new
// server module is forbidden until someone decides it is pure.
import { dirname, relative, resolve } from "node:path";
import { PURE_MODULES, PURE_PACKAGES } from "./pure-modules.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** A glob of this project's paths ("**", "*", "{a,b}") as a regular expression. */
function globToRegExp(glob) {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (glob.startsWith("**", i)) {
      source += ".*";
      i++;
    } else if (ch === "*") source += "[^/]*";
    else if (ch === "{") {
      const end = glob.indexOf("}", i);
      source += `(?:${glob
        .slice(i + 1, end)
        .split(",")
        .map((s) => s.replace(/[.+?^$()|[\]\\]/g, "\\$&"))
        .join("|")})`;
      i = end;
    } else source += ch.replace(/[.+?^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const PURE = PURE_MODULES.map(globToRegExp);
const withoutExtension = (path) => path.replace(/\.(tsx?|mjs|js)$/, "").replace(/\/index$/, "");

/** A project path (relative to the root, no extension) is pure. */
export function isPureModule(projectPath) {
  const path = withoutExtension(projectPath);
  return PURE.some((re) => re.test(path));
}

const isTest = (path) => /\.test\.tsx?$/.test(path);

export const pureImports = {
  meta: {
    type: "problem",
    docs: { description: "Pure modules import only pure modules and allowed packages." },
    schema: [],
    messages: {
      module:
        "Pure module '{{from}}' may not import '{{source}}': only other pure modules (scripts/lint/pure-modules.mjs) and {{packages}}.",
    },
  },
  create(context) {
    const file = relative(ROOT, context.filename).split("\\").join("/");
    if (file.startsWith("..") || isTest(file) || !isPureModule(file)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const source = node.source.value;
      let target;
      if (source.startsWith("."))
        target = relative(ROOT, resolve(dirname(context.filename), source))
          .split("\\")
          .join("/");
      else if (source.startsWith("@/")) target = source.slice(2);
      else if (PURE_PACKAGES.includes(source)) return;
      if (target !== undefined && isPureModule(target)) return;
      context.report({
        node: node.source,
        messageId: "module",
        data: { from: file, source, packages: PURE_PACKAGES.join(", ") },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
