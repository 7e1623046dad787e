import {
  type AddressGeocode,
  GEOCODING_MESSAGES,
  type PostcodeGeocode,
  PROJECT_MESSAGES,
  type ReverseGeocode,
  ROLES,
} from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { testAppSignedInAs } from "../../../test/app-session.js";
import { signInAs } from "../../../test/factories.js";

const signedIn = testAppSignedInAs(ROLES.user);

type ErrorBody = { message: string; modelState?: Record<string, string[]> };

const get = (path: string, query: Record<string, string>, options: { token?: string | null } = {}) =>
  signedIn.app.request({
    method: "GET",
    url: `/api/v1/geocoding/${path}?${new URLSearchParams(query).toString()}`,
    ...(options.token === null ? {} : { token: options.token ?? signedIn.token }),
  });

describe("GET /api/v1/geocoding/postcode", () => {
  it("answers Find Address with the postcode, town and the district's coordinates", async () => {
    const response = await get("postcode", { postCode: "LS1 4AP" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      postCode: "LS1 4AP",
      outcode: "LS1",
      address: null,
      town: "Leeds",
      postTowns: ["Leeds"],
      lat: 53.7974,
      long: -1.55308,
      precision: "postcode-district",
      source: "offline",
      attribution: expect.stringContaining("Office for National Statistics"),
      detail: expect.stringContaining("postcode district LS1"),
    } satisfies Record<keyof PostcodeGeocode, unknown>);
  });

  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    ["  Sw1A   1aA ", "SW1A 1AA"],
    ["m11ae", "M1 1AE"],
    ["ec1a 1bb", "EC1A 1BB"],
    ["ls1", "LS1"],
    [" cv1 ", "CV1"],
  ])("reads %j as %s", async (entered, postCode) => {
    const response = await get("postcode", { postCode: entered });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PostcodeGeocode;
    expect(body.postCode).toBe(postCode);
    expect(body.precision).toBe("postcode-district");
  });

  it.each([
    ["missing", {}],
    ["empty", { postCode: "" }],
    ["blank", { postCode: "   " }],
  ])("answers 400 'Postcode is required to find the address.' when the postcode is %s", async (_case, query) => {
    const response = await get("postcode", query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: PROJECT_MESSAGES.postcodeRequiredForLookup,
      modelState: { PostCode: ["Postcode is required to find the address."] },
    });
  });

  it.each(["HELLO", "SW1A 1A", "12345", "QQ1 1AA", "SW1Z", "SW1A 1AAA"])(
    "answers 400 'Please provide a valid postCode.' for %j",
    async (postCode) => {
      const response = await get("postcode", { postCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: PROJECT_MESSAGES.postcodeInvalidForLookup,
        modelState: { PostCode: ["Please provide a valid postCode."] },
      });
    },
  );

  it.each([
    ["LS50 1AA", "LS50"],
    ["ZE4 1AA", "ZE4"],
    ["IM1 1AA", "IM1"],
  ])("answers 404 for %s, whose district is not in the data", async (postCode, outcode) => {
    const response = await get("postcode", { postCode });
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).message).toBe(GEOCODING_MESSAGES.districtUnknown(outcode));
    expect((response.json() as ErrorBody).message).toContain(
      `Postcode district ${outcode} is not in the postcode data`,
    );
  });

  it("refuses a request without a token (401)", async () => {
    const response = await get("postcode", { postCode: "LS1 4AP" }, { token: null });
    expect(response.statusCode).toBe(401);
  });

  it("answers the public wizard's anonymous session and staff alike", async () => {
    for (const role of [ROLES.anonymous, ROLES.administrator, ROLES.tasUser, ROLES.asmUser]) {
      const session = await signInAs(signedIn.app, role);
      const response = await get("postcode", { postCode: "CV1 2GT" }, { token: session.authToken });
      expect(response.statusCode, role).toBe(200);
    }
  });
});

describe("GET /api/v1/geocoding/address", () => {
  it("answers lat and lng for an address with a postcode in the middle", async () => {
    const response = await get("address", { address: "Unit 4, CV1 2GT, Far Gosford Street, Coventry" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lat: 52.409,
      lng: -1.50748,
      postCode: "CV1 2GT",
      precision: "postcode-district",
      source: "offline",
    } satisfies Partial<AddressGeocode>);
  });

  it("answers the wizard's joined site address (address line, town, postcode)", async () => {
    const response = await get("address", { address: "1 Park Row, Leeds, ls14ap" });
    expect(response.json()).toMatchObject({ lat: 53.7974, lng: -1.55308, postCode: "LS1 4AP" });
  });

  it("answers an address that carries only a district", async () => {
    const response = await get("address", { address: "Somewhere in Edinburgh EH1" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lat: 55.9523, lng: -3.19208, postCode: "EH1" });
  });

  it("answers 404 saying a postcode is needed when the address has none", async () => {
    const response = await get("address", { address: "10 Downing Street, London" });
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).message).toBe(GEOCODING_MESSAGES.addressWithoutPostcode);
    expect((response.json() as ErrorBody).message).toContain("postcode");
  });

  it("answers 404 for an address whose postcode district is not in the data", async () => {
    const response = await get("address", { address: "1 New Road, LS50 1AA" });
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).message).toBe(GEOCODING_MESSAGES.districtUnknown("LS50"));
  });

  it.each([
    ["no address", {}, GEOCODING_MESSAGES.addressRequired],
    ["a blank address", { address: "  " }, GEOCODING_MESSAGES.addressRequired],
    ["an address over 500 characters", { address: `${"x".repeat(500)} LS1` }, GEOCODING_MESSAGES.addressTooLong],
  ])("answers 400 with model state for %s", async (_case, query, message) => {
    const response = await get("address", query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, modelState: { Address: [message] } });
  });

  it("refuses a request without a token (401)", async () => {
    expect((await get("address", { address: "LS1 4AP" }, { token: null })).statusCode).toBe(401);
  });
});

describe("GET /api/v1/geocoding/reverse", () => {
  it("answers the district nearest a pin, its town and how far its centre is", async () => {
    // Coventry's Council House, about 0.2 km from the CV1 centroid (52.409, −1.50748).
    const response = await get("reverse", { lat: "52.4078", long: "-1.5080" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ReverseGeocode;
    expect(body).toMatchObject({ outcode: "CV1", town: "Coventry", postTowns: ["Coventry"], lat: 52.409 });
    expect(body.distanceKm).toBeGreaterThan(0.1);
    expect(body.distanceKm).toBeLessThan(0.3);
  });

  it.each([
    ["a latitude south of the UK", { lat: "48.5", long: "-1" }, "Lat", GEOCODING_MESSAGES.latitudeOutsideUk],
    ["a latitude north of the UK", { lat: "61.5", long: "-1" }, "Lat", GEOCODING_MESSAGES.latitudeOutsideUk],
    ["a longitude east of the UK", { lat: "52", long: "5" }, "Long", GEOCODING_MESSAGES.longitudeOutsideUk],
    ["a longitude west of the UK", { lat: "52", long: "-10" }, "Long", GEOCODING_MESSAGES.longitudeOutsideUk],
    ["no latitude", { long: "-1" }, "Lat", GEOCODING_MESSAGES.latitudeRequired],
    ["an empty longitude", { lat: "52", long: "" }, "Long", GEOCODING_MESSAGES.longitudeRequired],
    ["a latitude that is not a number", { lat: "north", long: "-1" }, "Lat", GEOCODING_MESSAGES.numberInvalid],
    ["an infinite longitude", { lat: "52", long: "Infinity" }, "Long", GEOCODING_MESSAGES.numberInvalid],
  ])("answers 400 for %s", async (_case, query, field, message) => {
    const response = await get("reverse", query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.message).toBe(message);
    expect(body.modelState?.[field]).toEqual([message]);
  });

  it("reports both fields when both are wrong", async () => {
    const body = (await get("reverse", { lat: "0", long: "10" })).json() as ErrorBody;
    expect(Object.keys(body.modelState ?? {}).sort()).toEqual(["Lat", "Long"]);
  });

  it("refuses a request without a token (401)", async () => {
    expect((await get("reverse", { lat: "52.4", long: "-1.5" }, { token: null })).statusCode).toBe(401);
  });
});

describe("bad query shapes", () => {
  it("answers 400, never 500, for a repeated parameter", async () => {
    const response = await signedIn.app.request({
      method: "GET",
      url: "/api/v1/geocoding/postcode?postCode=LS1&postCode=CV1",
      token: signedIn.token,
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).modelState).toHaveProperty("PostCode");
  });
});

describe("OpenAPI", () => {
  it("documents the three calls and their query parameters", async () => {
    const response = await signedIn.app.request({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> })
      .paths;
    const parameterNames = (path: string) => paths[path]?.get?.parameters?.map((parameter) => parameter.name);
    expect(parameterNames("/api/v1/geocoding/postcode")).toEqual(["postCode"]);
    expect(parameterNames("/api/v1/geocoding/address")).toEqual(["address"]);
    expect(parameterNames("/api/v1/geocoding/reverse")).toEqual(["lat", "long"]);
  });
});
