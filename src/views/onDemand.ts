import { createElement, lazy, useState, type ComponentType } from 'react';

type ComponentModule = Record<string, unknown>;
type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

export interface OnDemand<Module extends ComponentModule> {
  /** Starts loading the module, unless it is here or on its way; settles when it is here (or the load failed). */
  preload(): Promise<Module>;
  /** A component of the module, which may be rendered before the module has arrived (it then suspends). */
  component<Name extends keyof Module & string>(name: Name): ComponentType<PropsOf<Module[Name]>>;
}

/**
 * A module of screens loaded on demand, once. Its components suspend until it has arrived, and one first drawn after
 * that (after `preload`) draws at once. It matters: React holds content back for 300 ms after it showed a Suspense
 * fallback, so a screen whose code is already here, but drawn through React's `lazy`, would show a loader for that
 * long all the same.
 */
export function onDemand<Module extends ComponentModule>(load: () => Promise<Module>): OnDemand<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  // A load that failed (the network dropped) is not kept: the next preload or render asks again.
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    preload,
    component<Name extends keyof Module & string>(name: Name) {
      type Props = PropsOf<Module[Name]>;
      const pick = (module: Module) => module[name] as ComponentType<Props>;
      const Later = lazy(() => preload().then((module) => ({ default: pick(module) })));
      function OnDemandComponent(props: Props) {
        // Chosen once for the component's life: one switched from the lazy one to the loaded one would be drawn afresh,
        // and lose what was typed in it.
        const [Component] = useState<ComponentType<Props>>(() => (loaded ? pick(loaded) : (Later as ComponentType<Props>)));
        return createElement(Component as ComponentType<object>, props as object);
      }
      return Object.assign(OnDemandComponent, { displayName: name });
    },
  };
}

/**
 * Settles when `work` does, or after `ms` if it has not by then, whichever comes first; never rejects. For a wait
 * that may help but must not hold the page: a stalled network must not keep it blank.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
