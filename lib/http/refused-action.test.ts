import { describe, expect, it } from "vitest";
import { REFUSED_ACTION_MARKER, refusedActionReason } from "./refused-action";

describe("refusedActionReason", () => {
  it("reads the edge's reason from the error Next's client throws with the answer's text", () => {
    expect(refusedActionReason(new Error(`${REFUSED_ACTION_MARKER}The request body is larger than 1024 kB.`))).toBe(
      "The request body is larger than 1024 kB.",
    );
  });
  it("says nothing for other failures: a dropped connection, Next's generic error, a thrown value", () => {
    expect(refusedActionReason(new TypeError("Failed to fetch"))).toBeNull();
    expect(refusedActionReason(new Error("An unexpected response was received from the server."))).toBeNull();
    expect(refusedActionReason("Refused: x")).toBeNull();
  });
});
