// When the usage-data preferences overlay shows.

/** How long the conditions must hold (or stop holding) before the overlay follows. */
export const OVERLAY_DEBOUNCE_MS = 1000;

/** A signed-in user, the analytics flag on, loading finished, and no config yet. */
export const shouldOfferPreferences = (state: { signedIn: boolean; flagOn: boolean; isLoading: boolean; isMissing: boolean }) =>
  state.signedIn && state.flagOn && !state.isLoading && state.isMissing;

/** Open while offered (debounced) until saved, and always while a save is in progress. */
export const isOverlayOpen = (state: { offered: boolean; saving: boolean; saved: boolean }) => state.saving || (state.offered && !state.saved);
