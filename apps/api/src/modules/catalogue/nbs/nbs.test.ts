import { ROLES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { catalogueTestSession } from "../shared/testing.js";

const { session, call } = catalogueTestSession(ROLES.tasUser);

const clause = (nbsHeaderId: number, sortOrder: string | number = "999") => ({
  nbsHeaderId,
  clauseSection: 2,
  text: "Test clause text",
  subHeading: "Test",
  sortOrder,
  ruleDescription: "Always",
  relatedProductType: 1,
  locationOfInput: 4,
  selection: 2,
  subGroup: 2,
});

describe("NBS management", () => {
  it("lists H60 and H65 headers with their clauses in clause order", async () => {
    const headers = (await call("GET", "/nbs-management/nbs-headers", session.admin)).json() as Array<{
      id: number;
      number: string;
    }>;
    expect(headers.map((header) => header.number)).toEqual(expect.arrayContaining(["H60", "H65"]));
    const h65 = headers.find((header) => header.number === "H65");
    const clauses = (await call("GET", `/nbs-management/nbs-headers/${h65?.id}/nbs-clauses`, session.admin)).json();
    expect(clauses.length).toBeGreaterThan(20);
    expect(clauses[0]).toMatchObject({ sortOrder: 110, nbsHeaderName: "H65 Single lap roof tiling" });
    const orders = clauses.map((entry: { sortOrder: number }) => entry.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("serves the clause option lists", async () => {
    expect((await call("GET", "/nbs-clauses/selections", session.user)).json()).toEqual([
      { id: 1, name: "Required" },
      { id: 2, name: "Optional" },
    ]);
    for (const path of ["sub-groups", "clause-product-types", "sections"]) {
      expect((await call("GET", `/nbs-clauses/${path}`, session.user)).json().length).toBeGreaterThan(2);
    }
  });

  it("creates, edits and deletes a header and its clause", async () => {
    const header = await call("POST", "/nbs-management/nbs-headers", session.admin, {
      number: "H99",
      text: "Test section",
    });
    expect(header.statusCode).toBe(201);
    const headerId = header.json().id;
    expect(
      (
        await call("PUT", `/nbs-management/nbs-headers/${headerId}`, session.admin, { number: "H98", text: "Renamed" })
      ).json(),
    ).toEqual({
      id: headerId,
      number: "H98",
      text: "Renamed",
    });
    const created = await call("POST", "/nbs-management/nbs-clauses", session.admin, clause(headerId));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ sortOrder: 999, locationOfInput: 4, nbsHeaderName: "H98 Renamed" });
    const id = created.json().id;
    expect((await call("POST", "/nbs-management/nbs-clauses", session.admin, clause(headerId))).statusCode).toBe(409);
    const updated = await call("PUT", "/nbs-management/nbs-clauses", session.admin, {
      ...clause(headerId, 998),
      id,
      text: "Edited",
    });
    expect(updated.json()).toMatchObject({ sortOrder: 998, text: "Edited" });
    expect((await call("GET", `/nbs-management/nbs-clauses/${id}`, session.admin)).json().text).toBe("Edited");
    const headerInUse = await call("DELETE", `/nbs-management/nbs-headers/${headerId}`, session.admin);
    expect(headerInUse.statusCode).toBe(409);
    expect(headerInUse.json().message).toContain("1 clause(s)");
    expect((await call("DELETE", `/nbs-management/nbs-clauses/${id}`, session.admin)).statusCode).toBe(200);
    expect((await call("DELETE", `/nbs-management/nbs-headers/${headerId}`, session.admin)).statusCode).toBe(200);
  });

  it("validates clauses and headers with the spec's messages", async () => {
    const response = await call("POST", "/nbs-management/nbs-clauses", session.admin, {
      nbsHeaderId: 1,
      sortOrder: "12a",
      selection: 0,
      subGroup: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().modelState).toMatchObject({
      ClauseSection: ["Clause Section is required"],
      Text: ["Text is required"],
      SortOrder: ["Sort Order is invalid"],
      RuleDescription: ["Rule Description is required"],
      RelatedProductType: ["Related Product Type is required"],
      Selection: ["Selection is required"],
      SubGroup: ["Sub Group is required"],
    });
    const header = await call("POST", "/nbs-management/nbs-headers", session.admin, {});
    expect(header.json().modelState).toEqual({ Number: ["Number is required"], Text: ["Text is required"] });
    expect(
      (await call("POST", "/nbs-management/nbs-headers", session.admin, { number: "h60", text: "x" })).statusCode,
    ).toBe(409);
  });

  it("keeps NBS management for administrators", async () => {
    expect((await call("GET", "/nbs-management/nbs-headers", session.user)).statusCode).toBe(403);
    expect((await call("POST", "/nbs-management/nbs-clauses", session.user, {})).statusCode).toBe(403);
    expect((await call("GET", "/nbs-management/nbs-headers")).statusCode).toBe(401);
    expect((await call("GET", "/nbs-management/nbs-clauses/999999", session.admin)).statusCode).toBe(404);
  });
});
