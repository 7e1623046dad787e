import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./unavailable.js";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached", () => {
  it("is told by the socket's or the server's error code", () => {
    expect(isDatabaseUnreachable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnreachable(withCode("sorry, too many clients already", "53300"))).toBe(true);
  });

  it("is found behind the query builder's wrapper", () => {
    const cause = withCode("the database system is starting up", "57P03");
    expect(isDatabaseUnreachable(new Error("Failed query: select 1", { cause }))).toBe(true);
    expect(
      isDatabaseUnreachable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
  });

  it("is not a faulty statement, a broken rule or anything else", () => {
    expect(isDatabaseUnreachable(withCode('syntax error at or near "selec"', "42601"))).toBe(false);
    expect(isDatabaseUnreachable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnreachable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  });
});
