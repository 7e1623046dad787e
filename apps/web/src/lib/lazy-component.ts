import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code is fetched the first time it renders, from its own chunk, so a page downloads only
 * what it shows. React.lazy wants a default export and this project names its exports: this picks one by name.
 * Render it inside a Suspense boundary (the app shell holds the one around every page).
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
