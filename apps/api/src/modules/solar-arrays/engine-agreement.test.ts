/**
 * The engine names the kits' positions and words the invalid-system problem itself (it imports nothing); the
 * contracts hold the specification's list and message. The API answers with both, so they must agree.
 */
import { SOLAR_ARRAY_MESSAGES, SOLAR_SUB_TYPES } from "@portal/contracts";
import { INVALID_SYSTEM_MESSAGE, SOLAR_SUB_TYPE_NAMES } from "@portal/engine";
import { describe, expect, it } from "vitest";

describe("solar engine and contracts", () => {
  it("name every kit position the engine places as the catalogue's sub-type list does", () => {
    const contractNames = new Map<number, string>(SOLAR_SUB_TYPES.map((subType) => [subType.id, subType.name]));
    for (const [id, name] of Object.entries(SOLAR_SUB_TYPE_NAMES)) {
      expect(name.toLowerCase(), `sub-type ${id}`).toBe(contractNames.get(Number(id))?.toLowerCase());
    }
  });

  it("word a panel without a valid system as the specification does", () => {
    expect(INVALID_SYSTEM_MESSAGE).toBe(SOLAR_ARRAY_MESSAGES.invalidPanelConfiguration);
  });
});
