import "virtual:chakra-global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { configureClients } from "./app/api/clients";
import { readRuntimeConfig } from "./app/api/runtime-config";
import { initI18n } from "./app/i18n/i18n";
import { watchChunkLoads } from "./app/lib/chunk-reload";
import { preloadPage } from "./app/router";

// Before any import(): a failed chunk is recognised (and reloads the page) by the error boundaries.
watchChunkLoads();
const config = readRuntimeConfig();
configureClients(config);
// The first render waits for the texts and the page's code, so it shows the
// page itself rather than a spinner (which React keeps for a while once shown).
// A failure is left to the page's own loading, which shows it. Not a
// top-level await: the page's chunks import from this entry, which must have
// finished running for them to run.
void Promise.allSettled([initI18n(), preloadPage(location.pathname)]).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  ),
);
