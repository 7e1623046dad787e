import {
  entityMessages,
  type ProductComponent,
  ProductComponentSchema,
  type ProductComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateProductComponent(change: EntityChange<ProductComponentValues>): Promise<ProductComponent> {
  const { id, values } = change;
  const failure = entityMessages.updateFailed("product component");
  return putCatalogue(`/product-components/${id}`, values, ProductComponentSchema, failure);
}

export function useUpdateProductComponent() {
  const success = entityMessages.updated("Product Component");
  return useCatalogueMutation(updateProductComponent, success, CHANGED_BY.productComponent);
}
