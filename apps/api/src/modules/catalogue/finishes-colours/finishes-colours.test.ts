import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { signInAs } from "../../../../test/factories.js";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call } = catalogueTestSession(ROLES.user);

describe("finishes", () => {
  it("lists the seeded finishes to any signed-in user", async () => {
    const response = await call("GET", "/finishes", session.user);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((finish: { name: string }) => finish.name)).toContain("Granular");
  });

  it("creates, reads, updates (both PUT forms) and deletes a finish", async () => {
    const created = await call("POST", "/finishes", session.admin, { name: "Satin" });
    expect(created.statusCode).toBe(201);
    const { id, updatedByUserId } = created.json();
    expect(updatedByUserId).toEqual(expect.any(Number));
    expect((await call("GET", `/finishes/${id}`, session.admin)).json()).toMatchObject({ id, name: "Satin" });
    expect((await call("PUT", `/finishes/${id}`, session.admin, { name: "Satin matt" })).json().name).toBe(
      "Satin matt",
    );
    expect((await call("PUT", "/finishes", session.admin, { id, name: "Matt" })).json().name).toBe("Matt");
    const deleted = await call("DELETE", `/finishes/${id}`, session.admin);
    expect(deleted.json()).toEqual({ message: "Finish deleted successfully." });
    expect((await call("GET", `/finishes/${id}`, session.admin)).statusCode).toBe(404);
  });

  it("requires a name", async () => {
    const response = await call("POST", "/finishes", session.admin, { name: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({ Name: ["Name is required"] });
  });

  it("answers 409 for a duplicate name and for a finish in use", async () => {
    const duplicate = await call("POST", "/finishes", session.admin, { name: "smooth" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain("already exists");
    const finishes = (await call("GET", "/finishes", session.admin)).json() as Array<{ id: number; name: string }>;
    const smooth = finishes.find((finish) => finish.name === "Smooth");
    const inUse = await call("DELETE", `/finishes/${smooth?.id}`, session.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/cannot be deleted because it is used by \d+ colour/);
  });

  it("answers 404 for unknown ids and 400 for non-numeric ids", async () => {
    expect((await call("GET", "/finishes/999999", session.admin)).statusCode).toBe(404);
    expect((await call("PUT", "/finishes/999999", session.admin, { name: "X" })).statusCode).toBe(404);
    expect((await call("DELETE", "/finishes/999999", session.admin)).statusCode).toBe(404);
    expect((await call("GET", "/finishes/abc", session.admin)).statusCode).toBe(400);
  });

  it("refuses writes to other roles (403) and everything without a token (401)", async () => {
    expect((await call("POST", "/finishes", session.user, { name: "Gloss" })).statusCode).toBe(403);
    const tas = (await signInAs(session.app, ROLES.tasUser)).authToken;
    expect((await call("DELETE", "/finishes/1", tas)).statusCode).toBe(403);
    expect((await call("GET", "/finishes")).statusCode).toBe(401);
    expect((await call("POST", "/finishes", undefined, { name: "Gloss" })).statusCode).toBe(401);
  });
});

describe("colours", () => {
  it("creates a colour with its finish and stamps the editor", async () => {
    const finish = (await call("POST", "/finishes", session.admin, { name: "Textured" })).json();
    const created = await call("POST", "/colours", session.admin, {
      suffix: "TXG",
      description: "Textured Green",
      finishId: finish.id,
      colourHexValue: "#336633",
      tileType: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      suffix: "TXG",
      finish: { id: finish.id, name: "Textured" },
      tileType: 1,
      updatedByUserId: expect.any(Number),
    });
    const id = created.json().id;
    const updated = await call("PUT", `/colours/${id}`, session.admin, {
      suffix: "TXG",
      description: "Textured Moss",
      finishId: finish.id,
    });
    expect(updated.json()).toMatchObject({ description: "Textured Moss", tileType: null, colourHexValue: null });
    expect(
      (await call("GET", "/colours", session.user)).json().some((colour: { id: number }) => colour.id === id),
    ).toBe(true);
    expect((await call("DELETE", `/colours/${id}`, session.admin)).statusCode).toBe(200);
  });

  it("requires suffix, description and finish, and checks the hex value", async () => {
    const response = await call("POST", "/colours", session.admin, { suffix: "", colourHexValue: "blue" });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toEqual({
      Suffix: ["Suffix is required"],
      Description: ["Description is required"],
      FinishId: ["Finish is required"],
      ColourHexValue: ["Colour Hex Value is invalid"],
    });
    const unknownFinish = await call("POST", "/colours", session.admin, {
      suffix: "Q1",
      description: "Q",
      finishId: 99999,
    });
    expect(unknownFinish.json().modelState).toEqual({ FinishId: ["Finish is invalid"] });
  });

  it("answers 409 for a duplicate suffix and for a colour used by tiles", async () => {
    const colours = (await call("GET", "/colours", session.admin)).json() as Array<{
      id: number;
      suffix: string;
      finishId: number;
    }>;
    const used = colours.find((colour) => colour.suffix === "SGY");
    const duplicate = await call("POST", "/colours", session.admin, {
      suffix: "sgy",
      description: "x",
      finishId: used?.finishId,
    });
    expect(duplicate.statusCode).toBe(409);
    const inUse = await call("DELETE", `/colours/${used?.id}`, session.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain("tile(s)");
  });
});
