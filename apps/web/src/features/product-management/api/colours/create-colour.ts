import { type Colour, ColourSchema, type ColourValues, entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createColour(values: ColourValues): Promise<Colour> {
  return postCatalogue("/colours", values, ColourSchema, entityMessages.createFailed("colour"));
}

export function useCreateColour() {
  return useCatalogueMutation(createColour, entityMessages.created("Colour"), CHANGED_BY.colour);
}
