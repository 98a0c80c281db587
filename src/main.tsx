import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { configureClients } from "./app/api/clients";
import { readRuntimeConfig } from "./app/api/runtime-config";
import { initI18n } from "./app/i18n/i18n";

const config = readRuntimeConfig();
configureClients(config);
void initI18n();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
