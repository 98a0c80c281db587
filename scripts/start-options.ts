// What `npm start` / `npm run preview` (scripts/start.ts) are asked for: the
// port and host of the dashboard's server and the port of the embedded Prism
// mock, from the arguments (`npm start -- --port 5174 --host 0.0.0.0 --mock-port 4020`)
// or the environment (PORT, HOST, MEDUSA_MOCK_PORT); the arguments win.
// A port nobody chose is a default that moves up when busy (freePort), so a
// second instance starts beside the first; a chosen one is kept or refused.
import { createServer } from "node:net";

export const DEFAULT_PORT = { dev: 5173, preview: 4173, mock: 4010 } as const;

export interface StartOptions {
  preview: boolean;
  port: number;
  /** given by --port or PORT: never moved to another port */
  portChosen: boolean;
  host: string;
  /** the admin contract's mock; the store's is on the next port */
  mockPort: number;
  mockPortChosen: boolean;
  /** the other arguments, for vite as they were given */
  viteArgs: string[];
}

function parsePort(value: string | undefined, from: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${from}: "${value ?? ""}" is not a port number (1-65535)`);
  return port;
}

export function startOptions(argv: readonly string[], env: NodeJS.ProcessEnv): StartOptions {
  const given: Record<"port" | "host" | "mock-port", string | undefined> = { port: undefined, host: undefined, "mock-port": undefined };
  const viteArgs: string[] = [];
  let preview = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--preview") {
      preview = true;
      continue;
    }
    // always strict: scripts/start.ts picks a free port itself when none was chosen
    if (arg === "--strictPort") continue;
    const [, name, inline] = /^--(port|host|mock-port)(?:=(.*))?$/.exec(arg) ?? [];
    if (!name) {
      viteArgs.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (inline !== undefined) given[name as keyof typeof given] = inline;
    else if (next !== undefined && !next.startsWith("-")) given[name as keyof typeof given] = argv[++i];
    // a bare --host is vite's "every address"
    else if (name === "host") given.host = "0.0.0.0";
    else throw new Error(`--${name} needs a value, e.g. --${name} ${name === "port" ? 5174 : 4020}`);
  }
  const port = given.port ?? env.PORT;
  const mockPort = given["mock-port"] ?? env.MEDUSA_MOCK_PORT;
  return {
    preview,
    port: port ? parsePort(port, given.port ? "--port" : "PORT") : preview ? DEFAULT_PORT.preview : DEFAULT_PORT.dev,
    portChosen: Boolean(port),
    host: given.host || env.HOST || "127.0.0.1",
    mockPort: mockPort ? parsePort(mockPort, given["mock-port"] ? "--mock-port" : "MEDUSA_MOCK_PORT") : DEFAULT_PORT.mock,
    mockPortChosen: Boolean(mockPort),
    viteArgs,
  };
}

/** Whether a server could listen on host:port now. */
export const isFree = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });

/**
 * The first of `from`, `from + step`, … (at most `tries` of them) where the
 * `width` ports from it are all free on host.
 */
export async function freePort(host: string, from: number, { step = 1, width = 1, tries = 20 } = {}): Promise<number> {
  for (let port = from; port < from + step * tries && port + width - 1 <= 65_535; port += step) {
    let free = true;
    for (let p = port; p < port + width && free; p++) free = await isFree(host, p);
    if (free) return port;
  }
  throw new Error(`no free port from ${from} on ${host}: choose one with --port (or PORT)`);
}
