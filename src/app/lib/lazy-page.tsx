// A lazily loaded page that renders at once when its code is already there.
// React.lazy suspends on its first render even if the import has finished,
// and React then holds the fallback on screen for a while before revealing
// the page; a page whose code was loaded beforehand (preload, main.tsx)
// renders directly instead.
import { type ComponentType, createElement, lazy } from "react";

type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code (once). */
  preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return { Page, preload };
}
