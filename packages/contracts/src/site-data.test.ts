import { describe, expect, it } from "vitest";
import { ProjectSiteInputsUpdateSchema, SiteDataQuerySchema } from "./site-data.js";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("site distances", () => {
  it("takes an entered distance up to 1,000 km and refuses a larger one", () => {
    expect(ProjectSiteInputsUpdateSchema.safeParse({ version: 1, distanceInsideTown: 1000 }).success).toBe(true);
    expect(messagesOf(ProjectSiteInputsUpdateSchema.safeParse({ version: 1, distanceInsideTown: 1e308 }))).toEqual({
      distanceInsideTown: "Distance must be at most 1,000 km",
    });
    const query = { postcode: "CV1 1AA", distanceInsideTownKm: "1000", distanceToSeaKm: "1e308" };
    expect(messagesOf(SiteDataQuerySchema.safeParse(query))).toEqual({
      distanceToSeaKm: "Distance must be at most 1,000 km",
    });
  });
});
