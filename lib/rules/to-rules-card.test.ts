import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { toRulesCard, tokensProduced } from "./to-rules-card";

describe("tokensProduced", () => {
  it("counts tokens a card grants", () => {
    expect(tokensProduced("[use] - [exert]: Gain one [skill:tactics] token and one [skill:melee] token.")).toEqual([
      "skill:melee",
      "skill:tactics",
    ]);
    expect(
      tokensProduced("Your [ship] gains [cap:weapons].\n[action] - [exert]: Your [ship] gets +1[attack]."),
    ).toEqual(["cap:weapons"]);
    expect(tokensProduced("Resource Phase: Attached [crew] provides one additional [skill:recon] token.")).toEqual([
      "skill:recon",
    ]);
    expect(
      tokensProduced(
        "[action] - Gain 1[infamy]: Each [crew] you control with the Vargr trait gains [skill:tactics] until end of round.",
      ),
    ).toEqual(["skill:tactics"]);
  });

  it("ignores tokens a card asks for, takes away or withholds", () => {
    expect(
      tokensProduced(
        "[heroic] - [exert] a [crew] with [skill:pilot]: Apply the effect for that [crew]'s level in [skill:pilot].",
      ),
    ).toEqual([]);
    expect(tokensProduced("Hindrance.\nAttached [ship] loses [cap:sensors].")).toEqual([]);
    expect(tokensProduced("Attached [crew] does not provide [skill:stealth] tokens.")).toEqual([]);
    expect(
      tokensProduced("[action]: Procure a [crew] with [skill:melee] from your hand. It costs 2[credit] less."),
    ).toEqual([]);
  });
});

describe("toRulesCard", () => {
  const cards = readCatalogue().cards;

  it("keeps the requirements of both faces of an adventure card, expert level included, and no subplots", () => {
    const record = cards.find((c) => c.name === "Blockade Run at Morrow's Gate")!;
    const blockade = toRulesCard(record);
    const faces = [...record.contract!.requirements, ...record.complication!.requirements];
    const faceTokens = faces.filter((r) => r.kind === "skill" || r.kind === "capability");
    expect(blockade.requirements).toHaveLength(faceTokens.length);
    expect(blockade.requirements).toContainEqual({ token: "skill:pilot", expert: true, face: "contract", count: 1 });
    expect(blockade.produces).toEqual([]);
  });

  it("derives what gear and upgrades produce from their text", () => {
    expect(toRulesCard(cards.find((c) => c.name === "Low Berth Rack")!).produces).toEqual(["cap:passengers"]);
    expect(toRulesCard(cards.find((c) => c.name === "Mk IV Combat Plate")!).produces).toEqual([]);
  });
});
