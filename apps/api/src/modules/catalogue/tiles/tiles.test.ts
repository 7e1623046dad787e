import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call, componentIdByCode } = catalogueTestSession(ROLES.user);

const newTile = (code: string) => ({
  code,
  name: `Test tile ${code}`,
  tileTypeId: 1,
  materialType: 1,
  fixingCalculationAssembly: 1,
  colourMappingRules: 1,
  lapped: 1,
  noOfNails: 1,
  camberType: "0",
  length: 420,
  width: 330,
  coverWidth: 300,
  minimumHeadlap: 75,
  maximumHeadlap: 100,
  sb75Support: 345,
});

describe("tiles", () => {
  it("lists the seeded tiles with their names and validity", async () => {
    const response = await call("GET", "/tiles", session.user);
    expect(response.statusCode).toBe(200);
    const tiles = response.json() as Array<{ code: string; isValid: boolean; tileTypeName: string }>;
    expect(tiles.length).toBeGreaterThanOrEqual(8);
    expect(tiles.every((tile) => tile.isValid)).toBe(true);
    expect((await call("GET", "/tiles/types", session.user)).json()).toContainEqual({
      id: 3,
      name: "Double-lap plain tile",
    });
    expect((await call("GET", "/tiles/material-types", session.user)).json()).toContainEqual({ id: 2, name: "Clay" });
    const project = (
      await call("POST", "/projects", session.user, { name: "Tile choice", postCode: "YO1 7HH" })
    ).json();
    const plot = (await call("POST", "/plots", session.user, { projectId: project.id })).json();
    const roof = (await call("POST", "/roofs", session.user, { plotId: plot.id })).json();
    const selection = (await call("GET", `/tiles/roof-selection/${roof.id}`, session.user)).json();
    expect(selection[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      tileSpecificationMinimumHeadlap: expect.any(Number),
      tileSpecificationMaximumHeadlap: expect.any(Number),
    });
  });

  it("builds a tile up until its configuration is valid", async () => {
    const created = await call("POST", "/tiles", session.admin, newTile("TT-1"));
    expect(created.statusCode).toBe(201);
    const tile = created.json();
    expect(tile).toMatchObject({ code: "TT-1", lapped: 1, sb75Support: 345, bb100Pivot: null, isValid: false });
    const tileId = tile.id as number;

    const colours = (await call("GET", "/colours", session.admin)).json() as Array<{
      id: number;
      suffix: string;
      finishId: number;
    }>;
    const grey = colours.find((colour) => colour.suffix === "SGY");
    /** Adds a part of the tile's configuration, as the administrator. */
    const addToTile = (url: string, values: Record<string, unknown> = {}) =>
      call("POST", url, session.admin, { tileId, ...values });
    const mapping = await addToTile("/tilecolours", { colourId: grey?.id });
    expect(mapping.statusCode).toBe(201);
    expect(mapping.json()).toMatchObject({ suffix: "SGY", isValidHere: true, updatedByUserId: expect.any(Number) });
    expect((await addToTile("/tilecolours", { colourId: grey?.id })).statusCode).toBe(409);

    const ruleRange = { minRafter: 0, maxRafter: 10, minPitch: 20, maxPitch: 90 };
    const outOfRange = await addToTile("/tileheadlaprules", { ...ruleRange, minHeadlap: 60 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().modelState).toEqual({ MinHeadlap: ["Headlap must be between 75 and 100mm."] });
    const rule = await addToTile("/tileheadlaprules", { ...ruleRange, minHeadlap: 80, finishId: grey?.finishId });
    expect(rule.statusCode).toBe(201);
    expect(rule.json()).toMatchObject({ finishName: "Smooth", updatedByUserId: expect.any(Number) });

    const nailId = await componentIdByCode("NL-AL-70");
    const fixingUrl = "/product-components/product-component-fixing-for-tile";
    const fixing = await addToTile(fixingUrl, { componentId: nailId, subType: 3, nbsSubType: 5 });
    expect(fixing.statusCode).toBe(201);
    expect(fixing.json()).toMatchObject({ code: "NL-AL-70", subTypeName: "Nail", nbsSubTypeName: "Tile nails" });
    expect((await addToTile(fixingUrl)).json().modelState).toEqual({
      ComponentId: ["Component is required"],
      SubType: ["Sub Type is required"],
      NbsSubType: ["Nbs Sub Type is required"],
    });

    expect((await addToTile("/solar-edge-components")).json().modelState).toEqual({
      ComponentId: ["Component is required"],
      FormulaId: ["Formula is required"],
      SolarEdgeComponentType: ["Edge is required"],
    });
    const edge = await addToTile("/solar-edge-components", {
      componentId: nailId,
      formulaId: 1,
      solarEdgeComponentType: 1,
    });
    expect(edge.statusCode).toBe(201);
    expect(edge.json()).toMatchObject({ componentCode: "NL-AL-70", solarEdgeComponentTypeName: "Top" });

    const page = (await call("GET", `/tiles/gettileproductmanagement/${tileId}`, session.admin)).json();
    expect(page.tile.isValid).toBe(true);
    expect(page.colours).toHaveLength(1);
    expect(page.headlapRules).toHaveLength(1);
    expect(page.fixings).toHaveLength(1);
    expect(page.solarEdgeComponents).toHaveLength(1);
    expect(page.colourMappingRulesList.length).toBeGreaterThan(0);

    const coloursAt30 = (await call("GET", `/tilecolours/getcoloursfortile/${tileId}/30/5/`, session.user)).json();
    expect(coloursAt30).toEqual([{ id: grey?.id, description: "Smooth Grey", enabled: true }]);
    const coloursAt15 = (await call("GET", `/tilecolours/getcoloursfortile/${tileId}/15/5`, session.user)).json();
    expect(coloursAt15[0].enabled).toBe(false);
    expect((await call("GET", `/tileheadlaprules/rulesfortile/${tileId}`, session.user)).json()).toHaveLength(1);

    const mappingId = fixing.json().mappingId;
    const updatedFixing = await call(
      "PUT",
      `/product-components/product-component-fixing-for-tile/${mappingId}`,
      session.admin,
      {
        componentId: nailId,
        subType: 4,
        nbsSubType: 6,
      },
    );
    expect(updatedFixing.json()).toMatchObject({ subTypeName: "Clip" });
    const removed = await call(
      "DELETE",
      `/product-components/product-component-fixing-for-tile/${tileId}/${mappingId}`,
      session.admin,
    );
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", `/tiles/${tileId}`, session.admin)).json().isValid).toBe(false);
    expect((await call("DELETE", `/tiles/${tileId}`, session.admin)).statusCode).toBe(200);
  });

  it("keeps a tile's manufacturer, trimmed, and reads a blank one as none", async () => {
    const created = await call("POST", "/tiles", session.admin, {
      ...newTile("TT-MFR"),
      manufacturer: " Example Roof Tiles Ltd  ",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().manufacturer).toBe("Example Roof Tiles Ltd");
    expect((await call("GET", `/tiles/${id}`, session.user)).json().manufacturer).toBe("Example Roof Tiles Ltd");
    const blanked = await call("PUT", `/tiles/${id}`, session.admin, { ...newTile("TT-MFR"), manufacturer: "" });
    expect(blanked.json().manufacturer).toBeNull();
    expect((await call("GET", `/tiles/${id}`, session.user)).json().manufacturer).toBeNull();
  });

  it("validates the tile's required fields and fixed choices", async () => {
    const response = await call("POST", "/tiles", session.admin, {
      lapped: 3,
      noOfNails: 2,
      camberType: "Flat",
      length: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toMatchObject({
      Code: ["Code is required"],
      Name: ["Name is required"],
      TileTypeId: ["Tile Type is required"],
      MaterialType: ["Material Type is required"],
      FixingCalculationAssembly: ["Fixing Calculation Assembly is required"],
      ColourMappingRules: ["Colour Mapping Rules is required"],
      Lapped: ["Lapped must be 1 or 2"],
      CamberType: ["Camber Type must be 0, Double or Single"],
      Length: ["Length must be at least 0"],
    });
    const badType = await call("POST", "/tiles", session.admin, { ...newTile("TT-BAD"), tileTypeId: 99 });
    expect(badType.json().modelState).toEqual({ TileTypeId: ["Tile Type is invalid"] });
  });

  it("refuses duplicate codes and deleting a tile its roof systems use; renames carry the systems", async () => {
    const tiles = (await call("GET", "/tiles", session.admin)).json() as Array<{ id: number; code: string }>;
    const seeded = tiles.find((tile) => tile.code === "CT-FLAT-420");
    expect((await call("POST", "/tiles", session.admin, newTile("ct-flat-420"))).statusCode).toBe(409);
    const inUse = await call("DELETE", `/tiles/${seeded?.id}`, session.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/used by \d+ roof system/);

    const full = (await call("GET", `/tiles/${seeded?.id}`, session.admin)).json();
    const renamed = await call("PUT", `/tiles/${seeded?.id}`, session.admin, { ...full, code: "CT-FLAT-420B" });
    expect(renamed.statusCode).toBe(200);
    const systems = (await call("GET", "/productroofsystems", session.admin)).json() as Array<{
      associatedProductCode: string;
    }>;
    expect(systems.some((system) => system.associatedProductCode === "CT-FLAT-420B")).toBe(true);
    expect(systems.some((system) => system.associatedProductCode === "CT-FLAT-420")).toBe(false);
  });

  it("keeps writes for administrators and reads for signed-in users", async () => {
    expect((await call("POST", "/tiles", session.user, newTile("TT-U"))).statusCode).toBe(403);
    expect((await call("POST", "/tileheadlaprules", session.user, {})).statusCode).toBe(403);
    expect((await call("GET", "/tiles/gettileproductmanagement/1", session.user)).statusCode).toBe(403);
    expect((await call("GET", "/tiles")).statusCode).toBe(401);
    expect((await call("GET", "/tiles/999999", session.admin)).statusCode).toBe(404);
    expect((await call("DELETE", "/tileheadlaprules/999999", session.admin)).statusCode).toBe(404);
  });
});
