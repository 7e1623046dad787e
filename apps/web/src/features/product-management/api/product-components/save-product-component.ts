import { type ProductComponent, ProductComponentSchema, type ProductComponentValues } from "@portal/contracts";
import { PRODUCT_COMPONENTS_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const productComponentSave = catalogueSave<ProductComponentValues, ProductComponent>({
  path: "/product-components",
  schema: ProductComponentSchema,
  texts: entitySaveTexts(PRODUCT_COMPONENTS_TEXT),
});

export const useCreateProductComponent = () => productComponentSave.useCreate(CHANGED_BY.productComponent);
export const useUpdateProductComponent = () => productComponentSave.useUpdate(CHANGED_BY.productComponent);
