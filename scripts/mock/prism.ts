// Starts the Prism mock servers of both contracts (static examples: the
// recorded ones first, see scripts/mock/record.ts; loopback only) and
// resolves once both answer. Used by `npm start` and the mock e2e tier.
import { type ChildProcess, spawn } from "node:child_process";
import { MOCK_PORTS, mockContract } from "./ports.ts";

const PRISM = "node_modules/.bin/prism";

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism on port ${port} exited with code ${child.exitCode}`);
    if (await answers(port)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`prism on port ${port} did not start within ${timeoutMs} ms`);
}

const answers = async (port: number) => {
  try {
    await fetch(`http://127.0.0.1:${port}/__health`);
    return true;
  } catch {
    return false;
  }
};

export async function startPrism(log: (line: string) => void = () => {}, ports: Record<keyof typeof MOCK_PORTS, number> = MOCK_PORTS) {
  for (const port of Object.values(ports)) {
    // Another mock (or anything else) there would silently answer instead of ours.
    if (await answers(port)) throw new Error(`port ${port} is already in use: stop the other mock server (or \`npm start\`) first, or move this one (--mock-port or MEDUSA_MOCK_PORT)`);
  }
  const children = (Object.entries(ports) as [keyof typeof MOCK_PORTS, number][]).map(([api, port]) => {
    const child = spawn(PRISM, ["mock", "-h", "127.0.0.1", "-p", String(port), mockContract(api)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (d: Buffer) => log(`[prism ${api}] ${d.toString().trim()}`));
    return { api, port, child };
  });
  const stop = () => children.forEach(({ child }) => child.kill("SIGTERM"));
  try {
    await Promise.all(children.map(({ port, child }) => waitForPort(port, child)));
  } catch (e) {
    stop();
    throw e;
  }
  return { stop };
}
