import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call, componentIdByCode } = catalogueTestSession(ROLES.asmUser);

describe("product components", () => {
  it("serves the option lists, underlays and counter battens", async () => {
    expect((await call("GET", "/product-components/product-component-types", session.user)).json()).toEqual([
      { id: 1, name: "Tile" },
      { id: 2, name: "Fitting" },
    ]);
    expect(
      (await call("GET", "/product-components/product-component-subtypes", session.user)).json().length,
    ).toBeGreaterThan(10);
    expect(
      (await call("GET", "/product-components/nbs-sub-product-types", session.user)).json().length,
    ).toBeGreaterThan(10);
    const underlays = (await call("GET", "/product-components/underlay", session.user)).json() as Array<{
      isAirPermeable: boolean;
    }>;
    expect(underlays.some((underlay) => underlay.isAirPermeable)).toBe(true);
    expect(underlays.some((underlay) => !underlay.isAirPermeable)).toBe(true);
    const counterBattens = (await call("GET", "/product-components/counter-battens", session.user)).json();
    expect(counterBattens[0]).toMatchObject({ subTypeName: "Counter batten", counterBattenDepth: expect.any(Number) });
    const clips = (await call("GET", "/product-components/components-by-type?type=2&subType=4", session.user)).json();
    expect(clips.every((clip: { subType: number }) => clip.subType === 4)).toBe(true);
  });

  it("creates, updates and deletes a component with defaults", async () => {
    const created = await call("POST", "/product-components", session.admin, {
      code: "TST-1",
      name: "Test clip",
      type: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      typeName: "Fitting",
      roundUp: "Y",
      tileFitting: 1,
      isActive: true,
      subType: null,
    });
    const id = created.json().id;
    const updated = await call("PUT", `/product-components/${id}`, session.admin, {
      code: "TST-1",
      name: "Test clip",
      type: 2,
      subType: 4,
      roundUp: "N",
      packQuantity: 100,
      isActive: false,
    });
    expect(updated.json()).toMatchObject({ subTypeName: "Clip", roundUp: "N", packQuantity: 100, isActive: false });
    expect((await call("DELETE", `/product-components/${id}`, session.admin)).statusCode).toBe(200);
  });

  it("keeps a component's manufacturer, trimmed, and reads a blank one as none", async () => {
    const values = { code: "TST-MFR", name: "Test underlay", type: 2 };
    const created = await call("POST", "/product-components", session.admin, {
      ...values,
      manufacturer: "  Example Membranes Ltd ",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().manufacturer).toBe("Example Membranes Ltd");
    expect((await call("GET", `/product-components/${id}`, session.user)).json().manufacturer).toBe(
      "Example Membranes Ltd",
    );
    const blanked = await call("PUT", `/product-components/${id}`, session.admin, { ...values, manufacturer: "  " });
    expect(blanked.json().manufacturer).toBeNull();
    expect((await call("GET", `/product-components/${id}`, session.user)).json().manufacturer).toBeNull();
    const tooLong = await call("PUT", `/product-components/${id}`, session.admin, {
      ...values,
      manufacturer: "M".repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call("DELETE", `/product-components/${id}`, session.admin)).statusCode).toBe(200);
  });

  it("validates the required fields", async () => {
    const response = await call("POST", "/product-components", session.admin, { roundUp: "maybe", packQuantity: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toMatchObject({
      Code: ["Code is required"],
      Name: ["Name is required"],
      Type: ["Type is required"],
      RoundUp: ["Round Up is invalid"],
      PackQuantity: ["Pack Quantity must be at least 0"],
    });
  });

  it("answers 409 for a duplicate code and for a component that systems or tiles use", async () => {
    expect(
      (await call("POST", "/product-components", session.admin, { code: "cl-it", name: "x", type: 2 })).statusCode,
    ).toBe(409);
    const clipId = await componentIdByCode("CL-IT");
    const inUse = await call("DELETE", `/product-components/${clipId}`, session.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain("tile fixing(s)");
  });

  it("maps colours, linking tile colours only for tile components", async () => {
    const ridgeId = await componentIdByCode("RT-HR-450");
    const vergeId = await componentIdByCode("DV-L");
    const colours = (await call("GET", "/colours", session.admin)).json() as Array<{ id: number; suffix: string }>;
    const colour = (suffix: string) => colours.find((entry) => entry.suffix === suffix)?.id;

    const existing = (
      await call("GET", `/product-components/product-component-colours/${ridgeId}`, session.user)
    ).json();
    expect(existing.length).toBeGreaterThan(0);
    expect(existing[0]).toMatchObject({ linkedTileColours: expect.any(Array), finish: expect.any(String) });

    const created = await call("PUT", "/product-components/product-component-colour", session.admin, {
      productId: ridgeId,
      mappedId: colour("GHB"),
      linkedTileColours: ["GHB", "SAB"],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ suffix: "GHB", linkedTileColours: ["GHB", "SAB"] });
    const id = created.json().id;
    const updated = await call("PUT", `/product-components/product-component-colour/${id}`, session.admin, {
      productId: ridgeId,
      mappedId: colour("GHB"),
      linkedTileColours: ["GHB"],
    });
    expect(updated.json().linkedTileColours).toEqual(["GHB"]);
    const duplicate = await call("PUT", "/product-components/product-component-colour", session.admin, {
      productId: ridgeId,
      mappedId: colour("GHB"),
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await call("DELETE", `/product-components/product-component-colour/${id}`, session.admin)).statusCode).toBe(
      200,
    );

    const fitting = await call("PUT", "/product-components/product-component-colour", session.admin, {
      productId: vergeId,
      mappedId: colour("XLG"),
      linkedTileColours: ["SGY"],
    });
    expect(fitting.json().linkedTileColours).toEqual([]);
    const missing = await call("PUT", "/product-components/product-component-colour", session.admin, {
      productId: vergeId,
    });
    expect(missing.json().modelState).toEqual({ MappedId: ["Select Colours is required"] });
  });

  it("searches components, answering 404 when nothing matches", async () => {
    const found = await call("GET", "/productmanagementsearch/DoSearch/ridge", session.admin);
    expect(found.statusCode).toBe(200);
    expect(found.json().length).toBeGreaterThan(0);
    expect((await call("GET", "/productmanagementsearch/DoSearch/zzqqxx", session.admin)).statusCode).toBe(404);
    expect((await call("GET", "/productmanagementsearch/DoSearch/ridge", session.user)).statusCode).toBe(403);
  });

  it("keeps writes for administrators", async () => {
    expect(
      (await call("POST", "/product-components", session.user, { code: "X", name: "X", type: 1 })).statusCode,
    ).toBe(403);
    expect((await call("PUT", "/product-components/product-component-colour", session.user, {})).statusCode).toBe(403);
    expect((await call("GET", "/product-components")).statusCode).toBe(401);
    expect((await call("GET", "/product-components/999999", session.admin)).statusCode).toBe(404);
  });
});
