// Browser APIs jsdom lacks that Chakra's floating parts (tooltips, popovers)
// call when they open; positions do not matter in jsdom, so they do nothing.
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
