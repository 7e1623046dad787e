import { describe, expect, it } from "vitest";
import { findPostcodeCandidates } from "./address-postcode.js";

describe("findPostcodeCandidates", () => {
  it.each([
    ["1 High Street, Bristol, BS1 4DJ", ["BS1 4DJ"]],
    ["the wizard's joined address: 10 Downing Street London SW1A 2AA", ["SW1A 2AA"]],
    ["a postcode in the middle: Unit 4, CV1 2GT, Far Gosford Street, Coventry", ["CV1 2GT"]],
    ["lower case and no space: 3 park row leeds ls14ap", ["LS1 4AP"]],
    ["punctuation around it: Deansgate,(M3 4LQ).", ["M3 4LQ"]],
    ["line breaks: 1 Castle Hill\nEdinburgh\nEH1 2NG", ["EH1 2NG"]],
    ["two postcodes, in order: from BS1 4DJ to CF10 3NP", ["BS1 4DJ", "CF10 3NP"]],
  ])("finds the full postcode in %s", (address, postcodes) => {
    expect(findPostcodeCandidates(address).postcodes).toEqual(postcodes);
  });

  it("lists districts standing alone when there is no full postcode", () => {
    expect(findPostcodeCandidates("Flat B2, 3 Park Row, Leeds LS1")).toEqual({
      postcodes: [],
      districts: ["B2", "LS1"],
    });
  });

  it.each([
    "10 Downing Street, London",
    "",
    "SW1A1AAA Long Road",
    "Plot 12, QQ1 1AA Road",
    // A motorway number looks like a district followed by digits, but is neither.
    "Junction 19, M621, Leeds",
  ])("finds no full postcode in %j", (address) => {
    expect(findPostcodeCandidates(address).postcodes).toEqual([]);
  });

  it("does not join a district to the next word's digits", () => {
    expect(findPostcodeCandidates("LS1 5HIGH Street").postcodes).toEqual([]);
  });
});
