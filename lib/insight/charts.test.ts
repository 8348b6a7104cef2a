import { describe, expect, it } from "vitest";
import { categoryTotals } from "./chart-data";
import { deckCharts } from "./charts";
import { handMadeDeck } from "../../tests/fixtures/hand-made-deck";
import { deckOf, handMade } from "../../tests/fixtures/test-cards";

// Ana (crew, cost 2, cv 1), Bo (crew, cost 3, cv 0), 2 Scanner (gear, cost 1, cv 2), 6 Filler (action, cost 0, cv 0);
// 2 Run A (3 VP, distance 2, 2 slots), 1 Run B (5 VP, distance 4, 1 slot).
const charts = deckCharts(handMadeDeck);
const values = (chart: { series: { key: string; values: number[] }[] }) =>
  Object.fromEntries(chart.series.map((s) => [s.key, s.values]));

describe("deck charts of a hand-made deck", () => {
  it("counts the cost curve by cost, stacked by card type", () => {
    expect(charts.costCurve.categories).toEqual(["0", "1", "2", "3"]);
    expect(values(charts.costCurve)).toEqual({ CREW: [0, 0, 1, 1], GEAR: [0, 2, 0, 0], ACTION: [6, 0, 0, 0] });
    expect(categoryTotals(charts.costCurve)).toEqual([6, 2, 1, 1]);
  });

  it("counts credit values and card types", () => {
    expect(charts.creditValues.categories).toEqual(["0", "1", "2"]);
    expect(values(charts.creditValues)).toEqual({ cards: [7, 1, 2] });
    expect(charts.cardTypes.categories).toEqual(["Ship", "Crew", "Gear", "Action", "Adventure"]);
    expect(values(charts.cardTypes)).toEqual({ cards: [1, 2, 2, 6, 3] });
  });

  it("counts subtypes by card type", () => {
    expect(charts.subtypes.categories).toEqual(["Tool", "Exploration", "Trade"]);
    expect(values(charts.subtypes)).toEqual({ GEAR: [2, 0, 0], ADVENTURE: [0, 1, 2] });
  });

  it("counts crew skills as trained or expert, and crew species", () => {
    expect(charts.crewSkills.categories).toEqual(["Medic", "Pilot"]);
    expect(values(charts.crewSkills)).toEqual({ trained: [1, 1], expert: [0, 1] });
    expect(charts.crewSpecies.categories).toEqual(["Human", "Vargr"]);
    expect(values(charts.crewSpecies)).toEqual({ crew: [1, 1] });
  });

  it("plots contracts by distance and victory points", () => {
    expect(charts.contracts.points).toEqual([
      { x: 2, y: 3, count: 2, names: ["Run A"] },
      { x: 4, y: 5, count: 1, names: ["Run B"] },
    ]);
  });

  it("counts complication slots and requirement kinds by face", () => {
    expect(charts.complicationSlots.categories).toEqual(["0", "1", "2"]);
    expect(values(charts.complicationSlots)).toEqual({ contracts: [0, 1, 2] });
    // Run A ×2: pilot, cargo (contract), expert pilot, expense (complication); Run B: sensors, jettison (contract), astrogation, control (complication).
    expect(charts.requirementKinds.categories).toEqual(["Skill", "Capability", "Expense", "Jettison", "Control"]);
    expect(values(charts.requirementKinds)).toEqual({ contract: [2, 3, 0, 1, 0], complication: [3, 0, 2, 0, 1] });
  });

  it("draws an empty deck as empty charts", () => {
    const empty = deckCharts(deckOf());
    expect(empty.costCurve.categories).toEqual([]);
    expect(empty.costCurve.series).toEqual([]);
    expect(empty.contracts.points).toEqual([]);
    expect(deckCharts(deckOf([handMade({ name: "Free", type: "ACTION", cost: 0 }), 2])).costCurve.categories).toEqual([
      "0",
    ]);
  });
});
