import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable } from "./unavailable.js";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How the query builder hands on a driver's error: its own message, the driver's error as the cause. */
const wrappedByQueryBuilder = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

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

  // Every way node-postgres and PostgreSQL report a lost or refused connection, bare and as the query builder's
  // cause: each is an outage (503), none a fault of the code (500).
  const lostConnections: Array<[form: string, error: Error]> = [
    [
      "a query on a client whose connection failed",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["a query on a closed client", new Error("Client was closed and is not queryable")],
    ["the server ending the socket", new Error("Connection terminated unexpectedly")],
    ["the socket ending while the client closes", new Error("Connection terminated")],
    [
      "the pool's connection timeout",
      new Error("Connection terminated due to connection timeout", { cause: new Error("timeout expired") }),
    ],
    ["the pool finding no connection in time", new Error("timeout exceeded when trying to connect")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a broken pipe", withCode("write EPIPE", "EPIPE")],
    ["a timed-out connection", withCode("connect ETIMEDOUT 10.0.0.5:5432", "ETIMEDOUT")],
    ["SQLSTATE 08000 connection exception", withCode("connection exception", "08000")],
    ["SQLSTATE 08001 unable to connect", withCode("could not connect to server", "08001")],
    ["SQLSTATE 08003 connection does not exist", withCode("connection does not exist", "08003")],
    ["SQLSTATE 08004 connection rejected", withCode("server rejected the connection", "08004")],
    ["SQLSTATE 08006 connection failure", withCode("connection failure", "08006")],
    ["SQLSTATE 08007 transaction resolution unknown", withCode("transaction resolution unknown", "08007")],
    ["SQLSTATE 08P01 protocol violation", withCode("protocol violation", "08P01")],
    ["SQLSTATE 57P01 administrator shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["SQLSTATE 57P02 crash shutdown", withCode("terminating connection because of crash of another server", "57P02")],
    ["SQLSTATE 57P03 cannot connect now", withCode("the database system is starting up", "57P03")],
  ];

  it.each(lostConnections)("is told by %s", (_form, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(wrappedByQueryBuilder(error))).toBe(true);
  });

  it("is found however deep the wrappers go, and in any of a connection's attempts at several addresses", () => {
    let wrapped = new Error("Client has encountered a connection error and is not queryable");
    for (let level = 0; level < 6; level++) wrapped = new Error(`wrapper ${level}`, { cause: wrapped });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    const eachAddress = new AggregateError(
      [
        withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"),
        withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      ],
      "",
    );
    expect(isDatabaseUnreachable(wrappedByQueryBuilder(eachAddress))).toBe(true);
  });

  it("is not a faulty statement, a broken rule or anything else", () => {
    expect(isDatabaseUnreachable(withCode('syntax error at or near "selec"', "42601"))).toBe(false);
    expect(isDatabaseUnreachable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnreachable(withCode("canceling statement due to user request", "57014"))).toBe(false);
    expect(isDatabaseUnreachable(wrappedByQueryBuilder(withCode("value too long", "22001")))).toBe(false);
    expect(isDatabaseUnreachable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  });

  it("stops at an error that is its own cause", () => {
    const looped = new Error("looped");
    looped.cause = looped;
    expect(isDatabaseUnreachable(looped)).toBe(false);
  });
});
