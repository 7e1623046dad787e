import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { createRoofSystem, ROOF_SYSTEM_VALUES } from "../../../../test/factories.js";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call, componentIdByCode } = catalogueTestSession(ROLES.user);

const system = { name: "Test dry ridge", ...ROOF_SYSTEM_VALUES };

describe("roof systems", () => {
  it("lists seeded systems, filterable by group and tile, with group names and formulas", async () => {
    const groups = (await call("GET", "/productroofsystems/group-names", session.user)).json();
    expect(groups).toContain("Vertical Junction With Verge");
    const ridges = (
      await call("GET", "/productroofsystems?groupName=Duo%20Ridge&associatedProductCode=CT-FLAT-420", session.user)
    ).json();
    expect(ridges.length).toBeGreaterThanOrEqual(2);
    expect(ridges.every((entry: { groupName: string }) => entry.groupName === "Duo Ridge")).toBe(true);
    const formulas = (await call("GET", "/productroofsystems/registeredcalculations", session.user)).json();
    expect(formulas[0]).toEqual({ formulaId: 1, formulaName: "Length of edge" });
    const components = (
      await call("GET", `/productroofsystems/getroofsystemcomponents/${ridges[0].id}`, session.user)
    ).json();
    expect(components[0]).toMatchObject({ code: expect.any(String), formulaName: expect.any(String), unit: "Off" });
  });

  it("creates a system, adds, edits and removes a component, then deletes it", async () => {
    const created = await call("POST", "/productroofsystems", session.admin, system);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...system, isActive: true, componentCount: 0 });
    const roofSystemId = created.json().id;
    expect((await call("POST", "/productroofsystems", session.admin, system)).statusCode).toBe(409);

    const ridgeTileId = await componentIdByCode("RT-HR-450");
    const added = await call("PUT", "/productroofsystems/updateproductroofsystemcomponents", session.admin, {
      roofSystemId,
      productId: ridgeTileId,
      per: 0.43,
      unit: "Off",
      formulaId: 2,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ number: 1, per: 0.43, code: "RT-HR-450", addedWastage: 5, packQuantity: 1 });
    const componentId = added.json().id;
    const edited = await call(
      "PUT",
      `/productroofsystems/updateproductroofsystemcomponents/${componentId}`,
      session.admin,
      {
        roofSystemId,
        productId: ridgeTileId,
        number: 2,
        per: 0.43,
        unit: "Off",
        formulaId: 2,
        subType: 8,
      },
    );
    expect(edited.json()).toMatchObject({ number: 2, subTypeName: "Ridge tile" });
    expect((await call("GET", `/productroofsystems/${roofSystemId}`, session.user)).json().componentCount).toBe(1);
    expect(
      (await call("DELETE", `/productroofsystems/deleteproductroofsystemcomponent/${componentId}`, session.admin))
        .statusCode,
    ).toBe(200);
    expect((await call("DELETE", `/productroofsystems/${roofSystemId}`, session.admin)).statusCode).toBe(200);
  });

  it("validates pitches, required fields and the tile code", async () => {
    const missing = await call("POST", "/productroofsystems", session.admin, {});
    expect(Object.keys(missing.json().modelState).sort()).toEqual(
      [
        "AssociatedProductCode",
        "ClauseSubgroup",
        "GroupName",
        "MaxPitch",
        "MinPitch",
        "Name",
        "NbsClause",
        "NbsSection",
      ].sort(),
    );
    const crossed = await call("POST", "/productroofsystems", session.admin, { ...system, minPitch: 50, maxPitch: 20 });
    expect(crossed.json().modelState).toEqual({
      MinPitch: ["Min Pitch must be less than or equal to Max Pitch"],
      MaxPitch: ["Max Pitch must be greater than or equal to Min Pitch"],
    });
    const steep = await call("POST", "/productroofsystems", session.admin, { ...system, maxPitch: 95 });
    expect(steep.json().modelState).toEqual({ MaxPitch: ["Max Pitch must be at most 90"] });
    const unknownTile = await call("POST", "/productroofsystems", session.admin, {
      ...system,
      associatedProductCode: "NOPE",
    });
    expect(unknownTile.json().modelState).toEqual({ AssociatedProductCode: ["Associated Product Code is invalid"] });
  });

  it("accepts the specification's reading of the component payload: productId the system, mappedId the component", async () => {
    const roofSystemId = (await createRoofSystem(session.app, { name: "Spec reading system" })).id;
    const ridgeTileId = await componentIdByCode("RT-HR-450");
    const added = await call("PUT", "/productroofsystems/updateproductroofsystemcomponents", session.admin, {
      productId: roofSystemId,
      mappedId: ridgeTileId,
      per: 0.43,
      unit: "Off",
      formulaId: 2,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ roofSystemId, productId: ridgeTileId, mappedId: null, code: "RT-HR-450" });
    const edited = await call(
      "PUT",
      `/productroofsystems/updateproductroofsystemcomponents/${added.json().id}`,
      session.admin,
      { productId: roofSystemId, mappedId: ridgeTileId, number: 3, per: 0.43, unit: "Off", formulaId: 2 },
    );
    expect(edited.json()).toMatchObject({ roofSystemId, productId: ridgeTileId, number: 3 });
    const listed = (
      await call("GET", `/productroofsystems/getroofsystemcomponents/${roofSystemId}`, session.user)
    ).json();
    expect(listed).toHaveLength(1);
    // Without the component the payload is refused on the component's field, whichever reading is used.
    const missing = await call("PUT", "/productroofsystems/updateproductroofsystemcomponents", session.admin, {
      productId: roofSystemId,
      unit: "Off",
      formulaId: 2,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().modelState).toHaveProperty("ProductId");
  });

  it("validates component number and per", async () => {
    const response = await call("PUT", "/productroofsystems/updateproductroofsystemcomponents", session.admin, {
      roofSystemId: 1,
      productId: 1,
      number: 0,
      per: 0,
      unit: "Off",
      formulaId: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({
      Number: ["Number must be at least 1"],
      Per: ["Per must be at least 0.01"],
    });
    const badFormula = await call("PUT", "/productroofsystems/updateproductroofsystemcomponents", session.admin, {
      roofSystemId: 1,
      productId: 1,
      unit: "Off",
      formulaId: 999,
    });
    expect(badFormula.json().modelState).toEqual({ FormulaId: ["Formula ID is invalid"] });
  });

  it("keeps writes for administrators", async () => {
    expect((await call("POST", "/productroofsystems", session.user, system)).statusCode).toBe(403);
    expect(
      (await call("DELETE", "/productroofsystems/deleteproductroofsystemcomponent/1", session.user)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/productroofsystems")).statusCode).toBe(401);
    expect((await call("GET", "/productroofsystems/getroofsystemcomponents/999999", session.admin)).statusCode).toBe(
      404,
    );
  });
});
