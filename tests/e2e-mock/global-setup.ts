// The mock tier may reuse a dashboard already served on its port (locally,
// not in CI); make sure that server is on the Prism mock, not a real store.
import type { FullConfig } from "@playwright/test";

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!;
  const script = await (await fetch(`${baseURL}/config.js`)).text();
  const backendUrl = /"backendUrl":\s*"([^"]*)"/.exec(script)?.[1];
  if (backendUrl !== "") {
    throw new Error(
      `The dashboard on ${baseURL} is not served on the Prism mock (its config.js has backendUrl ${JSON.stringify(backendUrl)}). ` +
        "Stop that server (e.g. a `npm run start:real -- --preview`) and run the mock tier again.",
    );
  }
}
