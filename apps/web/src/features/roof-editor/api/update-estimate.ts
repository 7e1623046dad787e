import { type RoofEstimate, type RoofEstimateInput, RoofEstimateSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/** PUT /roof-estimate: the values as the user sees them and which still follow the dimensions. Every save recalculates the roof on the server. */
export function updateEstimate(body: RoofEstimateInput): Promise<RoofEstimate> {
  return apiRequest("/roof-estimate", { method: "PUT", body, schema: RoofEstimateSchema, onError: reportToCaller });
}
