// Starts the Prism mock servers of both contracts (static examples, loopback
// only) and resolves once both answer. Used by `npm start` and the mock e2e tier.
import { type ChildProcess, spawn } from "node:child_process";
import { MOCK_PORTS } from "./ports.ts";

const PRISM = "node_modules/.bin/prism";

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism on port ${port} exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/__health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`prism on port ${port} did not start within ${timeoutMs} ms`);
}

export async function startPrism(log: (line: string) => void = () => {}) {
  const children = (Object.entries(MOCK_PORTS) as [keyof typeof MOCK_PORTS, number][]).map(([api, port]) => {
    const child = spawn(PRISM, ["mock", "-h", "127.0.0.1", "-p", String(port), `src/generated/contracts/${api}.mock.json`], {
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
