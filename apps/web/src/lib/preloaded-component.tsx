import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A component whose code comes in its own chunk, requested as soon as this module runs: it is not part of the
 * page's first paint, and it has arrived long before anybody opens a dialog or a menu. Should it be needed
 * sooner, `fallback` stands in until it arrives. Unlike lazyComponent, a page needs no Suspense boundary for it.
 */
export function preloadedComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A chunk that fails to arrive is reported when a page renders the component (the error boundary, or the
  // reload after a release); it must not also surface here as an unhandled rejection.
  loading.catch(() => {});
  const Lazy = lazy(() => loading);

  function Preloaded(props: Props) {
    // Chosen once per mount: switching from the stand-in to the loaded component later would remount it and
    // lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Preloaded;
}
