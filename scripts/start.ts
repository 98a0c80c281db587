// `npm start`: the dashboard's dev server.
//   MEDUSA_BACKEND_URL set  -> against that Medusa server (with
//                              MEDUSA_ADMIN_API_TOKEN: proxied through this
//                              origin, which adds the token; see scripts/vite/api-proxy.ts);
//   otherwise               -> on the embedded Prism mock of the contracts
//                              (loopback only), proxied through this origin.
// `npm start -- --preview` serves the built dist/ the same way. Port and host:
// --port/PORT, --host/HOST, --mock-port/MEDUSA_MOCK_PORT (scripts/start-options.ts);
// other arguments go to vite (`npm run preview -- --port 4174 --outDir .tmp/x`).
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { startPrism } from "./mock/prism.ts";
import { mockPorts } from "./mock/ports.ts";
import { freePort, isFree, startOptions } from "./start-options.ts";

const t0 = performance.now();
const env = { ...process.env };
const options = (() => {
  try {
    return startOptions(process.argv.slice(2), env);
  } catch (e) {
    console.error(`start: ${(e as Error).message}`);
    return process.exit(2);
  }
})();
const { preview, host, viteArgs } = options;

/** The port asked for, or the first free one from the default (a second instance beside the first). */
async function serverPort(name: string, chosen: boolean, wanted: number, free: () => Promise<number>) {
  if (chosen) return wanted;
  const port = await free();
  if (port !== wanted) console.log(`start: ${name} port ${wanted} is busy, using ${port} (choose one with ${name === "mock" ? "--mock-port or MEDUSA_MOCK_PORT" : "--port or PORT"})`);
  return port;
}

const port = await serverPort("dashboard", options.portChosen, options.port, () => freePort(host, options.port));
if (options.portChosen && !(await isFree(host, port))) {
  console.error(`start: port ${port} on ${host} is already in use: stop what serves there or choose another with --port (or PORT)`);
  process.exit(1);
}
if (env.MEDUSA_ADMIN_API_TOKEN && !/^(127\.|localhost$|::1$)/.test(host)) {
  console.warn(`start: serving on ${host} with MEDUSA_ADMIN_API_TOKEN: whoever reaches this server acts as the token's user`);
}

let stopMock = () => {};
if (!env.MEDUSA_BACKEND_URL) {
  console.log("start: no MEDUSA_BACKEND_URL, starting the Prism mock backend ...");
  // two ports (admin, store) from the base
  const base = await serverPort("mock", options.mockPortChosen, options.mockPort, () => freePort("127.0.0.1", options.mockPort, { step: 2, width: 2 }));
  const mock = await startPrism((line) => {
    if (/error|fatal/i.test(line)) console.error(line);
  }, mockPorts(base));
  stopMock = mock.stop;
  env.MEDUSA_MOCK = "1"; // the dev server proxies /admin and /store to it (scripts/vite/api-proxy.ts)
  env.MEDUSA_MOCK_PORT = String(base); // read by its proxy (scripts/mock/ports.ts)
}

const serverArgs = ["--port", String(port), "--host", host, "--strictPort", ...viteArgs];
const vite = spawn("node_modules/.bin/vite", preview ? ["preview", ...serverArgs] : serverArgs, { env, stdio: ["inherit", "pipe", "inherit"] });
vite.stdout.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  process.stdout.write(text);
  const url = /Local:\s+(\S+)/.exec(stripVTControlCharacters(text))?.[1];
  if (url) {
    const backend = env.MEDUSA_MOCK
      ? "Prism mock (contracts)"
      : env.MEDUSA_ADMIN_API_TOKEN
        ? `${env.MEDUSA_BACKEND_URL} through this server, which adds the admin API token`
        : env.MEDUSA_BACKEND_URL;
    console.log(`start: ready in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${url} (backend: ${backend})`);
  }
});
const stop = () => {
  vite.kill("SIGTERM");
  stopMock();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => {
  stopMock();
  process.exit(code ?? 0);
});
