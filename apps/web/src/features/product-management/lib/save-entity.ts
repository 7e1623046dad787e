interface Creates<Values> {
  mutateAsync: (values: Values) => Promise<unknown>;
}
interface Updates<Values> {
  mutateAsync: (variables: { id: number; values: Values }) => Promise<unknown>;
}

/** One save for an add/edit form: a new item (no id yet) is created, an existing one updated. */
export function saveWith<Values>(create: Creates<Values>, update: Updates<Values>) {
  return (id: number | null, values: Values) =>
    id === null ? create.mutateAsync(values) : update.mutateAsync({ id, values });
}
