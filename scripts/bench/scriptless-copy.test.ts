import { describe, expect, it } from "vitest";
import { withoutScripts } from "./scriptless-copy";

describe("withoutScripts", () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/a.css"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>',
    '<script src="/_next/static/chunks/y.js" async=""></script></head>',
    '<body><main><p>Quiet Meridian</p></main>',
    '<script nonce="n">self.__next_f.push([1,"<p>not markup</p>"])</script>',
    "<script>\n(self.__next_f=self.__next_f||[]).push([0])\n</script></body></html>",
  ].join("");

  it("removes every script and script preload, inline or not", () => {
    const copy = withoutScripts(page);
    expect(copy).not.toMatch(/<script/);
    expect(copy).not.toContain("__next_f");
    expect(copy).not.toContain('as="script"');
  });

  it("keeps the content and the stylesheets", () => {
    expect(withoutScripts(page)).toBe('<html><head><link rel="stylesheet" href="/a.css"/></head><body><main><p>Quiet Meridian</p></main></body></html>');
  });
});
