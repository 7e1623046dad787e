import { entityMessages } from "@portal/contracts";
import type { ItemWords } from "@portal/contracts/ui";
import type { QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { type EntityChange, postCatalogue, putCatalogue } from "./catalogue-request";
import { useCatalogueMutation } from "./use-catalogue-mutation";

/** The toasts of a save (spec 03 §8): each half's failure and success. */
export interface SaveTexts {
  createFailed: string;
  updateFailed: string;
  created: string;
  updated: string;
}

/** The texts most items save with: 'Failed to create {entity}.', '{Title} created successfully.', …. */
export function entitySaveTexts({ entity, title }: ItemWords): SaveTexts {
  return {
    createFailed: entityMessages.createFailed(entity),
    updateFailed: entityMessages.updateFailed(entity),
    created: entityMessages.created(title),
    updated: entityMessages.updated(title),
  };
}

interface CatalogueSaveOptions<Item> {
  /** The collection: a new item is sent to it, an existing one to `{path}/{id}`. */
  path: string;
  /** The saved item as the API answers it, for both halves. */
  schema: z.ZodType<Item>;
  texts: SaveTexts;
  /** The specification adds a few items with a PUT to the collection. */
  createMethod?: "POST" | "PUT";
  /** The specification names a few items in the body of a PUT to the collection rather than in its path. */
  idInBody?: boolean;
}

/**
 * The two halves of saving one kind of catalogue item, the create of an add form and the update of an edit
 * form, from what the kind states once. Each half's hook takes the queries the save changes (`CHANGED_BY`).
 * `UpdateValues` is wider where an update leaves out the parent that a create names.
 */
export function catalogueSave<CreateValues, Item, UpdateValues = CreateValues>(options: CatalogueSaveOptions<Item>) {
  const { path, schema, texts, createMethod = "POST", idInBody = false } = options;
  const send = createMethod === "PUT" ? putCatalogue : postCatalogue;

  const create = (values: CreateValues): Promise<Item> => send(path, values, schema, texts.createFailed);
  const update = ({ id, values }: EntityChange<UpdateValues>): Promise<Item> =>
    idInBody
      ? putCatalogue(path, { ...values, id }, schema, texts.updateFailed)
      : putCatalogue(`${path}/${id}`, values, schema, texts.updateFailed);

  return {
    useCreate: (changes: readonly QueryKey[]) => useCatalogueMutation(create, texts.created, changes),
    useUpdate: (changes: readonly QueryKey[]) => useCatalogueMutation(update, texts.updated, changes),
  };
}
