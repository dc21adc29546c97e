import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, fetched when it first renders
 * or earlier through `preload()`. Once the chunk has arrived the component
 * renders at once: a plain lazy component would still suspend for a moment,
 * and a Suspense boundary that has shown its fallback waits a while longer
 * before it shows the content.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again by the next call: another preload, or the first render. A render
        // that failed keeps failing, as React keeps a lazy component's outcome, until the page reloads.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const Component = lazy(() =>
    loaded ? alreadySettled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}

/** Hands its value to `then` callbacks at once, which React's lazy takes without suspending. */
function alreadySettled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
