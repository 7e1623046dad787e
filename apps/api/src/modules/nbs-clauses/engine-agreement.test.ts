/**
 * The engine numbers where an NBS clause's input comes from and whether it is required (it imports nothing; the
 * contracts re-export those numbers). The contracts also hold the specification's named lists of them, which the
 * catalogue's form offers and the API checks a clause against. So each list must name exactly the engine's
 * numbers.
 */
import { LOCATION_OF_INPUT_OPTIONS, NBS_SELECTIONS } from "@portal/contracts";
import { NBS_CLAUSE_SELECTION, NBS_LOCATION_OF_INPUT } from "@portal/engine";
import { describe, expect, it } from "vitest";

const idsOf = (list: ReadonlyArray<{ id: number }>) => list.map((entry) => entry.id).sort();

describe("NBS engine and contracts", () => {
  it("name every location of a clause's input the engine selects by, and no other", () => {
    expect(idsOf(LOCATION_OF_INPUT_OPTIONS)).toEqual(Object.values(NBS_LOCATION_OF_INPUT).sort());
  });

  it("name every clause selection the engine splits by, and no other", () => {
    expect(idsOf(NBS_SELECTIONS)).toEqual(Object.values(NBS_CLAUSE_SELECTION).sort());
  });
});
