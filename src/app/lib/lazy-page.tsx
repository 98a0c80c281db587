// A lazily loaded page that renders at once when its code is already there.
// React.lazy suspends on its first render even if the import has finished,
// and React then holds the fallback on screen for a while before revealing
// the page; a page whose code was loaded beforehand (main.tsx, a sidebar
// prefetch) renders directly instead. One LazyPage per loader, so every
// caller's preload serves the router's page.
import { type ComponentType, createElement, lazy } from "react";

/** A page's module: the page is its default export. */
export type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code (once). */
  preload: () => Promise<unknown>;
}

const byLoader = new WeakMap<() => Promise<PageModule>, LazyPage>();

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let page = byLoader.get(load);
  if (!page) byLoader.set(load, (page = createLazyPage(load)));
  return page;
}

function createLazyPage(load: () => Promise<PageModule>): LazyPage {
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
