import { type Colour, ColourSchema, type ColourValues, entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createColour(values: ColourValues): Promise<Colour> {
  return requestCatalogueWrite("/colours", {
    method: "POST",
    body: values,
    schema: ColourSchema,
    failure: entityMessages.createFailed("colour"),
  });
}

export function useCreateColour() {
  return useCatalogueMutation({
    mutationFn: createColour,
    success: entityMessages.created("Colour"),
    invalidates: CHANGED_BY.colour,
  });
}
