/**
 * The engine numbers where an NBS clause's input comes from itself (it imports nothing); the contracts hold the
 * specification's list, which the catalogue stores and the API hands to the engine. So the two must agree.
 */
import { LOCATION_OF_INPUT, LOCATION_OF_INPUT_OPTIONS, NBS_SELECTION } from "@portal/contracts";
import { NBS_CLAUSE_SELECTION, NBS_LOCATION_OF_INPUT } from "@portal/engine";
import { describe, expect, it } from "vitest";

describe("NBS engine and contracts", () => {
  it("number the locations of a clause's input alike", () => {
    expect(NBS_LOCATION_OF_INPUT).toEqual(LOCATION_OF_INPUT);
    expect(LOCATION_OF_INPUT_OPTIONS.map((option) => option.id).sort()).toEqual(
      Object.values(NBS_LOCATION_OF_INPUT).sort(),
    );
  });

  it("number required and optional clauses alike", () => {
    expect(NBS_CLAUSE_SELECTION).toEqual(NBS_SELECTION);
  });
});
