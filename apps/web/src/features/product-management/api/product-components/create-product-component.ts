import {
  entityMessages,
  type ProductComponent,
  ProductComponentSchema,
  type ProductComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createProductComponent(values: ProductComponentValues): Promise<ProductComponent> {
  return requestCatalogueWrite("/product-components", {
    method: "POST",
    body: values,
    schema: ProductComponentSchema,
    failure: entityMessages.createFailed("product component"),
  });
}

export function useCreateProductComponent() {
  return useCatalogueMutation({
    mutationFn: createProductComponent,
    success: entityMessages.created("Product Component"),
    invalidates: CHANGED_BY.productComponent,
  });
}
