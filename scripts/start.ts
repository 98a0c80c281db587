// `npm start`: the dashboard's dev server.
//   MEDUSA_BACKEND_URL set  -> against that Medusa server (with
//                              MEDUSA_ADMIN_API_TOKEN: proxied through this
//                              origin, which adds the token; see scripts/vite/api-proxy.ts);
//   otherwise               -> on the embedded Prism mock of the contracts
//                              (loopback only), proxied through this origin.
// `npm start -- --preview` serves the built dist/ the same way. Other
// arguments go to vite (`npm run preview -- --port 4174 --outDir .tmp/x`).
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { startPrism } from "./mock/prism.ts";

const t0 = performance.now();
const preview = process.argv.includes("--preview");
const env = { ...process.env };
let stopMock = () => {};

if (!env.MEDUSA_BACKEND_URL) {
  console.log("start: no MEDUSA_BACKEND_URL, starting the Prism mock backend ...");
  const mock = await startPrism((line) => {
    if (/error|fatal/i.test(line)) console.error(line);
  });
  stopMock = mock.stop;
  env.MEDUSA_MOCK = "1"; // the dev server proxies /admin and /store to it (scripts/vite/api-proxy.ts)
}

const viteArgs = process.argv.slice(2).filter((a) => a !== "--preview");
const vite = spawn("node_modules/.bin/vite", preview ? ["preview", ...viteArgs] : viteArgs, { env, stdio: ["inherit", "pipe", "inherit"] });
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
