// Browser APIs jsdom lacks that Chakra's floating parts (tooltips, popovers)
// call when they open; positions do not matter in jsdom, so they do nothing.
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;

// The colour mode follows the system's (src/app/theme/color-mode.ts): jsdom's system is light.
if (typeof window !== "undefined") {
  window.matchMedia ??= (media: string) =>
    ({ media, matches: false, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
