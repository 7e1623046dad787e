import {
  entityMessages,
  type ProductComponent,
  ProductComponentSchema,
  type ProductComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { postCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function createProductComponent(values: ProductComponentValues): Promise<ProductComponent> {
  const failure = entityMessages.createFailed("product component");
  return postCatalogue("/product-components", values, ProductComponentSchema, failure);
}

export function useCreateProductComponent() {
  const success = entityMessages.created("Product Component");
  return useCatalogueMutation(createProductComponent, success, CHANGED_BY.productComponent);
}
