/** Query key of the signed-in user (WhoAmI); null data means nobody is signed in. */
export const sessionQueryKey = ["session", "who-am-i"] as const;
