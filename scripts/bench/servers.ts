// The servers the browser measurements need. Each runs in its own process
// group (spawn `detached`), so that stopping it stops its children too (the
// Prism mocks and Vite under scripts/start.ts); groups still alive when the
// bench exits or is interrupted are killed. Stopping waits until the group is
// gone and its ports are free.
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { promisify, stripVTControlCharacters } from "node:util";
import { MOCK_PORTS as MOCK } from "../mock/ports.ts";
import { format } from "./figure.ts";

// Synchronous clean-ups of what is running now, for an exit or Ctrl-C mid-way.
const cleanups = new Set<() => void>();
const runCleanups = () => {
  const all = [...cleanups].reverse(); // the last started first
  cleanups.clear();
  for (const cleanup of all) {
    try {
      cleanup();
    } catch (e) {
      console.error("bench: clean-up failed:", e);
    }
  }
};
const onSignal = () => {
  runCleanups();
  process.exit(130);
};
function track(cleanup: () => void, active: boolean) {
  if (active) cleanups.add(cleanup);
  else cleanups.delete(cleanup);
  const handlers = [["exit", runCleanups], ["SIGINT", onSignal], ["SIGTERM", onSignal]] as const;
  for (const [event, handler] of handlers) {
    process.off(event, handler);
    if (cleanups.size) process.on(event, handler);
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
}

/** Live (non-zombie) processes of a group, from /proc. */
function members(pgid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after ")"
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pgid && state !== "Z") pids.push(Number(name));
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

/** Throws, naming the listener, when one of the ports is taken: never stops what others run. */
export async function assertPortsFree(ports: number[]) {
  const busy = [];
  for (const port of ports) {
    if (!(await portOpen(port))) continue;
    const owner = spawnSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).stdout?.trim();
    busy.push(`${port}${owner ? ` (${/users:\(\((.*)\)\)/.exec(owner)?.[1] ?? owner})` : ""}`);
  }
  if (busy.length) throw new Error(`port(s) already in use: ${busy.join(", ")}; stop that server first`);
}

export interface Group {
  /** performance.now() just before the spawn. */
  spawnedAt: number;
  /** The first match of `ready` in the output (ANSI colours removed). */
  ready: Promise<RegExpExecArray>;
  stop: () => Promise<void>;
}

/** Spawns `command` in a new process group; `ports` must be free before and after. */
export async function startGroup(
  command: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; ready: RegExp; ports: number[]; timeoutMs?: number },
): Promise<Group> {
  await assertPortsFree(opts.ports);
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(command, args, { env: opts.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const pgid = child.pid!;
  const kill = () => signalGroup(pgid, "SIGKILL");
  track(kill, true);
  let text = "";
  let onText = () => {};
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (d: Buffer) => {
      text += stripVTControlCharacters(d.toString());
      onText();
    });
  }
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const timeoutMs = opts.timeoutMs ?? 120_000;
    const timer = setTimeout(() => fail(`not ready within ${timeoutMs} ms`), timeoutMs);
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(" ")}: ${why}; output:\n${text.split("\n").slice(-20).join("\n")}`));
    };
    onText = () => {
      const match = opts.ready.exec(text);
      if (match) {
        clearTimeout(timer);
        onText = () => {};
        resolve(match);
      }
    };
    child.on("exit", (code, signal) => fail(`exited (${code ?? signal})`));
  });
  ready.catch(() => {}); // observed by the caller; stop() still runs
  const stop = async () => {
    signalGroup(pgid, "SIGTERM");
    for (let t = 0; members(pgid).length && t < 100; t++) await sleep(100);
    if (members(pgid).length) {
      signalGroup(pgid, "SIGKILL");
      for (let t = 0; members(pgid).length && t < 50; t++) await sleep(100);
    }
    const left = members(pgid);
    if (!left.length) track(kill, false);
    for (let t = 0; t < 50 && (await Promise.all(opts.ports.map(portOpen))).some(Boolean); t++) await sleep(100);
    const busy = [];
    for (const port of opts.ports) if (await portOpen(port)) busy.push(port);
    if (left.length || busy.length) {
      throw new Error(`${command} ${args.join(" ")}: after stopping, processes ${left.join(", ") || "none"} left, ports ${busy.join(", ") || "none"} busy`);
    }
  };
  return { spawnedAt, ready, stop };
}

// The bench's own build folder and preview port (`npm run preview -- --outDir … --port …`), so
// that it never overwrites dist/ nor takes port 4173 under an end-to-end run.
export const BENCH_DIST = ".tmp/bench-dist";
// BENCH_PREVIEW_PORT: another, when 4180 serves something else (its origin must then be in BENCH_ADMIN_CORS).
export const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT || 4180);
export const MOCK_PORTS = Object.values(MOCK);
/** scripts/start.ts's line once the server listens: "start: ready in <s> s at <url> (backend: ...)". */
export const READY = /start: ready in ([\d.]+) s at (\S+)\s/;

/** `vite preview` of BENCH_DIST: on the Prism mock, or against `backendUrl`. Resolves once it is ready. */
export async function startPreview(backendUrl?: string) {
  const env = { ...process.env, MEDUSA_BACKEND_URL: backendUrl ?? "" };
  const ports = backendUrl ? [PREVIEW_PORT] : [PREVIEW_PORT, ...MOCK_PORTS];
  const args = ["scripts/start.ts", "--preview", "--outDir", BENCH_DIST, "--port", String(PREVIEW_PORT), "--strictPort"];
  const group = await startGroup("node_modules/.bin/tsx", args, { env, ready: /Local:\s+(\S+)/, ports });
  try {
    const url = (await group.ready)[1].replace(/\/$/, "");
    return { url, stop: group.stop };
  } catch (e) {
    await group.stop();
    throw e;
  }
}

let build: Promise<void> | undefined;
/**
 * `npm run build` into BENCH_DIST, with Vite's manifest (.vite/manifest.json:
 * which chunks each module needs), once per bench run; `--no-build` uses it as it is.
 */
export function ensureBuild() {
  build ??= (async () => {
    if (process.argv.includes("--no-build")) {
      if (!existsSync(`${BENCH_DIST}/index.html`)) throw new Error(`--no-build, but there is no ${BENCH_DIST}/index.html`);
      console.log(`bench: --no-build: using ${BENCH_DIST}/ as it is`);
      return;
    }
    const t0 = performance.now();
    await promisify(execFile)("npm", ["run", "build", "--", "--outDir", BENCH_DIST, "--manifest"], { maxBuffer: 64 * 1024 * 1024 });
    console.log(`bench: npm run build -> ${BENCH_DIST}: ${format((performance.now() - t0) / 1000, "s")}`);
  })();
  return build;
}

/**
 * The real Medusa server (scripts/backend/up.sh, idempotent; or `up`, e.g.
 * the bench's own server scripts/backend/bench-up.sh). Its stop() runs `down`
 * only when this call started the server; one that was already running
 * (maybe used by others) is left as it was.
 */
export function ensureBackend(up = ["scripts/backend/up.sh"], down = ["scripts/backend/down.sh"]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // up.sh refuses to switch modes under a running server: follow the one that is up
  const work = env.MEDUSA_WORK_DIR ?? "/tmp/medusa-admin-backend";
  if (env.MEDUSA_INVENTORY === undefined && readOr(`${work}/medusa.mode`) === "inventory") env.MEDUSA_INVENTORY = "1";
  const run = (command: string[]) => spawnSync(command[0], command.slice(1), { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const result = run(up);
  const started = /starting server on/.test(result.stderr ?? "");
  if (result.status !== 0) {
    if (started) run(down);
    throw new Error(`${up.join(" ")} failed (${result.status ?? result.signal}):\n${(result.stderr ?? "").split("\n").slice(-20).join("\n")}`);
  }
  const url = result.stdout.trim().split("\n").at(-1)!.replace(/\/$/, "");
  console.log(`bench: Medusa server at ${url} (${started ? "started by the bench" : "already running"})`);
  const stop = () => {
    if (!started) return;
    track(stop, false);
    const stopped = run(down);
    if (stopped.status !== 0) throw new Error(`${down.join(" ")} failed:\n${stopped.stderr}`);
  };
  if (started) track(stop, true);
  return { url, stop };
}

function readOr(path: string, fallback = "") {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return fallback;
  }
}

let benchBackend: { url: string } | undefined;
/**
 * The bench's own real Medusa server (scripts/backend/bench-up.sh: port
 * 9100, database medusa_bench, CORS for PREVIEW_PORT and the static servers of
 * pages.ts, 5 000 products), once
 * per bench run: the e2e server (port 9000) does not allow the bench's
 * preview origin and must not get the products. Stopped when the bench exits,
 * if the bench started it.
 */
export function ensureBenchBackend() {
  benchBackend ??= { url: ensureBackend(["scripts/backend/bench-up.sh"], ["scripts/backend/bench-up.sh", "down"]).url };
  return benchBackend;
}
