import { createElement, lazy, useState, type ComponentType } from 'react';

type ComponentModule = Record<string, unknown>;
type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

export interface OnDemand<Module extends ComponentModule> {
  /** Starts loading the module (once); settles when it is here. */
  preload(): Promise<Module>;
  /** A component of the module, to render before the module has arrived. */
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
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
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
