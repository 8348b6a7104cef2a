import { describe, expect, it } from "vitest";
import { staffPages } from "./staff-pages";

const hrefs = (roles: Parameters<typeof staffPages>[0]) => staffPages(roles).map((p) => p.href);

describe("staffPages", () => {
  it("opens nothing to a player, the catalogue to an editor, and the reports too to an admin", () => {
    expect(hrefs([])).toEqual([]);
    expect(hrefs(["EDITOR"])).toEqual(["/admin/cards"]);
    expect(hrefs(["ADMIN"])).toEqual(["/admin/cards", "/admin/reports"]);
    expect(hrefs(["ADMIN", "EDITOR"])).toEqual(["/admin/cards", "/admin/reports"]);
  });
});
