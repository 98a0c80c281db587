// `tsx scripts/bench/preview.ts <outDir> <port>`: `npm run preview`
// (scripts/start.ts --preview) of another build folder on another port, so
// the bench never collides with an end-to-end run (dist/, port 4173).
// Without MEDUSA_BACKEND_URL it starts the Prism mock and proxies to it, as
// start.ts does. servers.ts stops it with its whole process group.
import { spawn } from "node:child_process";
import { startPrism } from "../mock/prism.ts";

const [outDir, port] = process.argv.slice(2);
const env = { ...process.env };
let stopMock = () => {};
if (!env.MEDUSA_BACKEND_URL) {
  ({ stop: stopMock } = await startPrism((line) => {
    if (/error|fatal/i.test(line)) console.error(line);
  }));
  env.MEDUSA_MOCK = "1"; // vite.config.ts: proxy /admin and /store to the mock
  env.MEDUSA_BACKEND_URL = ""; // the dashboard calls its own origin
}
const vite = spawn("node_modules/.bin/vite", ["preview", "--outDir", outDir, "--port", port, "--strictPort"], {
  env,
  stdio: "inherit", // servers.ts waits for vite's "Local: <url>" line
});
// killed alone (not as a group): take vite and the mock along
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => {
  stopMock();
  process.exit(code ?? 0);
});
