/** The "not saved yet" state of saves kept while the connection is down (issue 27, point 7). */
export const OFFLINE_TEXT = {
  notSavedYet: "Offline — changes not saved yet. They will be saved when the connection returns.",
  savedAgain: "Back online — all changes saved.",
} as const;
