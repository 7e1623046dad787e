import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call } = catalogueTestSession(ROLES.user);

type Component = { id: number; code: string; type: number };
const byType = async (type: number) =>
  (await call("GET", `/solar-components?type=${type}`, session.user)).json() as Component[];

describe("solar components", () => {
  it("lists components by type, with the type and sub-type lists", async () => {
    const panels = await byType(0);
    expect(panels.length).toBeGreaterThanOrEqual(3);
    expect(panels.every((panel) => panel.type === 0)).toBe(true);
    expect((await byType(6)).length).toBeGreaterThan(0);
    expect((await call("GET", "/solar-components/types", session.user)).json()).toHaveLength(9);
    expect((await call("GET", "/solar-components/sub-types", session.user)).json()).toHaveLength(23);
    const landscape = (
      await call("GET", `/solar-components/${panels[0]?.id}/available-components?orientation=landscape`, session.user)
    ).json();
    expect(landscape.some((component: { name: string }) => component.name.includes("(portrait)"))).toBe(false);
    expect(landscape.some((component: { name: string }) => component.name.includes("(landscape)"))).toBe(true);
    // Spec 03 §4 numbers the orientations: portrait 0, landscape 1.
    const byNumber = await call(
      "GET",
      `/solar-components/${panels[0]?.id}/available-components?orientation=1`,
      session.user,
    );
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toEqual(landscape);
    const portrait = (
      await call("GET", `/solar-components/${panels[0]?.id}/available-components?orientation=0`, session.user)
    ).json();
    expect(portrait.some((component: { name: string }) => component.name.includes("(landscape)"))).toBe(false);
    expect(portrait.some((component: { name: string }) => component.name.includes("(portrait)"))).toBe(true);
    const unknown = await call(
      "GET",
      `/solar-components/${panels[0]?.id}/available-components?orientation=2`,
      session.user,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().modelState).toHaveProperty("Orientation");
  });

  it("creates, edits and deletes a component, validating sizes", async () => {
    const created = await call("POST", "/solar-components", session.admin, {
      code: "TEST-PV",
      name: "Test panel",
      type: 0,
      power: 0.41,
      height: 1722,
      width: 1134,
      windResistance: 2.4,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await call("PUT", `/solar-components/${id}`, session.admin, { ...created.json(), power: 0.42 })).json().power,
    ).toBe(0.42);
    const bad = await call("POST", "/solar-components", session.admin, { code: "X", name: "X", type: 12, height: -1 });
    expect(bad.json().modelState).toEqual({ Type: ["Type is invalid"], Height: ["Height must be at least 0"] });
    expect(
      (await call("POST", "/solar-components", session.admin, { code: "test-pv", name: "x", type: 0 })).statusCode,
    ).toBe(409);
    expect((await call("DELETE", `/solar-components/${id}`, session.admin)).statusCode).toBe(200);
  });

  it("refuses to delete a component a solar system uses", async () => {
    const [flashing] = await byType(1);
    const response = await call("DELETE", `/solar-components/${flashing?.id}`, session.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("solar system(s)");
  });
});

describe("solar systems", () => {
  it("lists the seeded systems as valid", async () => {
    const systems = (await call("GET", "/solar-component-systems", session.user)).json();
    expect(systems.length).toBeGreaterThan(0);
    expect(systems[0]).toMatchObject({ isValid: true, panelCode: expect.any(String) });
    expect(systems[0].flashings.length).toBe(systems[0].flashingItems.length);
  });

  it("creates a system for a panel and fills its three lists until it is valid", async () => {
    const panel = await call("POST", "/solar-components", session.admin, {
      code: "SYS-PV",
      name: "System panel",
      type: 0,
    });
    const created = await call("POST", "/solar-component-systems", session.admin, {
      solarComponentId: panel.json().id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      isValid: false,
      flashings: [],
      cornerFlashings: [],
      windowConversionKits: [],
    });
    const id = created.json().id;
    const [flashing] = await byType(1);
    const [corner] = await byType(2);
    const [kit] = await byType(3);
    const wrong = await call("PUT", `/solar-component-systems/${id}`, session.admin, { flashingIds: [corner?.id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().modelState).toEqual({ FlashingIds: ["The component must be one of the flashings."] });
    const updated = await call("PUT", `/solar-component-systems/${id}`, session.admin, {
      flashingIds: [flashing?.id],
      cornerFlashingIds: [corner?.id],
      windowConversionKitIds: [kit?.id],
    });
    expect(updated.json()).toMatchObject({
      isValid: true,
      flashings: [flashing?.id],
      cornerFlashings: [corner?.id],
      windowConversionKits: [kit?.id],
    });
    expect(
      (await call("POST", "/solar-component-systems", session.admin, { solarComponentId: panel.json().id })).statusCode,
    ).toBe(409);
    const notPanel = await call("POST", "/solar-component-systems", session.admin, { solarComponentId: flashing?.id });
    expect(notPanel.json().modelState).toEqual({ SolarComponentId: ["Solar Component must be a panel"] });
    const missing = await call("POST", "/solar-component-systems", session.admin, {});
    expect(missing.json().modelState).toEqual({ SolarComponentId: ["Solar Component is required"] });
    expect((await call("DELETE", `/solar-component-systems/${id}`, session.admin)).statusCode).toBe(200);
    expect((await call("GET", `/solar-component-systems/${id}`, session.admin)).statusCode).toBe(404);
  });

  it("keeps writes for administrators", async () => {
    expect((await call("POST", "/solar-component-systems", session.user, { solarComponentId: 1 })).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/solar-components", session.user, { code: "X", name: "X", type: 0 })).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/solar-components")).statusCode).toBe(401);
  });
});
