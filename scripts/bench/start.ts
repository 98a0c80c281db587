// Wall time of `npm start` (dev server on the Prism mock) from the spawn until
// both its "start: ready" line is printed and GET /login answers 200 with the
// app's HTML; then it is stopped (its process group: npm, tsx, Prism, Vite)
// and the ports 5173, 4010 and 4011 must be free again.
import { format, type Figure, type Measurement } from "./figure.ts";
import { MOCK_PORTS, READY, startGroup } from "./servers.ts";

const DEV_PORT = 5173;
const BUDGET_S = 15;

async function servesLogin(url: string) {
  try {
    const res = await fetch(`${url}/login`);
    const html = await res.text();
    return res.status === 200 && html.includes('<div id="root">') && html.includes("/config.js");
  } catch {
    return false;
  }
}

const start: Measurement = async () => {
  const env = { ...process.env, MEDUSA_BACKEND_URL: "" }; // the mock, whatever the caller's environment
  const group = await startGroup("npm", ["start"], { env, ready: READY, ports: [DEV_PORT, ...MOCK_PORTS] });
  const t0 = group.spawnedAt;
  let ready: number;
  let served: number;
  let selfReported: string;
  try {
    const match = await group.ready;
    ready = (performance.now() - t0) / 1000;
    selfReported = match[1];
    const url = match[2].replace(/\/$/, "");
    while (!(await servesLogin(url))) {
      if (performance.now() - t0 > 60_000) throw new Error(`${url}/login did not answer 200 with the app's HTML`);
      await new Promise((r) => setTimeout(r, 50));
    }
    served = (performance.now() - t0) / 1000;
  } finally {
    await group.stop();
  }
  console.log(
    `start: "start: ready" after ${format(ready, "s")} (scripts/start.ts itself reports ${selfReported} s, ` +
      `from after npm + tsx start-up), /login served after ${format(served, "s")}; stopped, ports free`,
  );
  return [
    { label: "start npm start -> ready + /login served", value: served, unit: "s", budget: BUDGET_S },
    { label: "start npm start -> ready line", value: ready, unit: "s" },
  ] satisfies Figure[];
};
export default start;
