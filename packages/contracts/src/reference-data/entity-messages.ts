/**
 * The messages every entity's create, read, update and delete share (spec 03 §8), by entity name. A module of
 * their own: the project and plot dialogs of every page use them, and the catalogue's texts need not come too.
 */
export const entityMessages = {
  fetchFailed: (entity: string) => `Failed to fetch ${entity}s.`,
  getFailed: (entity: string) => `Failed to get ${entity}.`,
  createFailed: (entity: string) => `Failed to create ${entity}.`,
  updateFailed: (entity: string) => `Failed to update ${entity}.`,
  deleteFailed: (entity: string) => `Failed to delete ${entity}.`,
  created: (title: string) => `${title} created successfully.`,
  updated: (title: string) => `${title} updated successfully.`,
  deleted: (entity: string) => `${entity} deleted successfully.`,
  editTitle: (title: string) => `Edit ${title}`,
  addTitle: (title: string) => `Add ${title}`,
  deleteTitle: (entity: string) => `Delete ${entity}`,
  deleteText: (entity: string) => `Are you sure you want to delete this ${entity}? This action cannot be undone!`,
} as const;
