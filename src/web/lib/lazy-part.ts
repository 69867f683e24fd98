import { lazy, useState, type ComponentType } from 'react';

export type LazyPart<P> = {
  /** The part, as `React.lazy` gives it: render it inside `<Suspense>`. */
  Component: ComponentType<P>;
  /** Starts loading the part's code (once); call it when the parent shows they may want it. */
  preload: () => Promise<unknown>;
};

/**
 * A part of a screen whose code loads when it is first wanted, not with the page: a dialog that
 * opens on a tap. Its code is neither evaluated nor hydrated while the page starts (decision 067).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // Code already in renders at once, without suspending: a part hydrated apart that a tap makes
  // React hydrate there and then (decision 068) must not wait on a promise, or the tap is lost.
  const Component = lazy(() =>
    loaded
      ? resolvedNow({ default: loaded })
      : preload().then((component) => ({ default: component })),
  );
  return { Component: Component as unknown as ComponentType<P>, preload };
}

/**
 * A thenable that calls back at once. `React.lazy` reads a module from it in the same render,
 * where a resolved promise would still suspend until its callbacks run.
 */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable = {
    then: (onFulfilled?: (value: T) => unknown) => {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * True from the first time `wanted` is true: a lazy dialog stays mounted once opened, so it can
 * close as any dialog does (its animation, the focus given back).
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}
