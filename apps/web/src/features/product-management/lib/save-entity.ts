interface Creates<Values> {
  mutateAsync: (values: Values) => Promise<unknown>;
}
interface Updates<Values> {
  mutateAsync: (variables: { id: number; values: Values }) => Promise<unknown>;
}
interface Deletes {
  mutateAsync: (id: number) => Promise<unknown>;
}

/** One save for an add/edit form: a new item (no id yet) is created, an existing one updated. */
export function saveWith<Values>(create: Creates<Values>, update: Updates<Values>) {
  return (id: number | null, values: Values) =>
    id === null ? create.mutateAsync(values) : update.mutateAsync({ id, values });
}

/**
 * The `onSave` and `onDelete` of a list with an add/edit dialog whose items are known by their `id`: the dialog
 * creates a new item or updates the one it opened with, and the list deletes by id.
 */
export function listActionsWith<Values>(create: Creates<Values>, update: Updates<Values>, remove: Deletes) {
  const save = saveWith(create, update);
  return {
    onSave: (item: { id: number } | null, values: Values) => save(item?.id ?? null, values),
    onDelete: (item: { id: number }) => remove.mutateAsync(item.id),
  };
}
