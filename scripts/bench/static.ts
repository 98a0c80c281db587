// The bench's static file server: serves a built dashboard folder the way a
// production host would, so that two builds (ours and the official v1 admin)
// are compared under the same server. node:http (HTTP/1.1, keep-alive) on
// 127.0.0.1, in the bench's own process:
//   - every file is read and gzip -9 compressed once, at start (a compressible
//     type: html, js, css, json, svg, txt, map, ttf), and sent gzip-encoded to a
//     client that accepts it (Vary: Accept-Encoding);
//   - Cache-Control: `public, max-age=31536000, immutable` for the files that
//     `immutable(path)` says are content-hashed, `no-cache` (revalidate) for
//     everything else, index.html included; strong ETags, 304 on If-None-Match;
//   - `extra` files (e.g. our /config.js) are served as if they were in the folder;
//   - SPA fallback: a GET of a path that is no file and has no extension (or
//     accepts text/html) answers index.html.
// The API is not proxied: both dashboards call the backend's own origin
// (same site, 127.0.0.1, cookie session; the backend's CORS lists the origins).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".ttf": "font/ttf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt", ".ttf", ".webmanifest"]);

interface Entry {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

export interface Site {
  /** The build folder. */
  root: string;
  /** Port on 127.0.0.1 (0: any free one). */
  port: number;
  /** Whether a URL path names a content-hashed file (cached for a year, immutable). */
  immutable: (path: string) => boolean;
  /** Files served in addition to (or instead of) the folder's, by URL path. */
  extra?: Record<string, string>;
}

function files(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

function entry(path: string, body: Buffer, immutable: boolean): Entry {
  const ext = extname(path);
  const compressed = COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : undefined;
  return {
    body,
    gzip: compressed && compressed.length < body.length ? compressed : undefined,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`,
    cacheControl: immutable ? "public, max-age=31536000, immutable" : "no-cache",
  };
}

/** Starts serving `site`; resolves with its URL (http://127.0.0.1:<port>) once it listens. */
export async function serveStatic(site: Site) {
  const entries = new Map<string, Entry>();
  for (const file of files(site.root)) {
    const path = "/" + relative(site.root, file).split(sep).join("/");
    entries.set(path, entry(path, readFileSync(file), site.immutable(path)));
  }
  for (const [path, text] of Object.entries(site.extra ?? {})) entries.set(path, entry(path, Buffer.from(text), false));
  const index = entries.get("/index.html");
  if (!index) throw new Error(`${site.root}/index.html is missing`);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let found = entries.get(path) ?? entries.get(path.replace(/\/$/, "") + "/index.html");
    if (!found && (!extname(path) || /text\/html/.test(req.headers.accept ?? ""))) found = index; // SPA route
    if (!found) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" }).end("not found\n");
      return;
    }
    const headers: Record<string, string | number> = {
      "Content-Type": found.type,
      "Cache-Control": found.cacheControl,
      ETag: found.etag,
      Vary: "Accept-Encoding",
    };
    if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(found.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = found.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? found.gzip! : found.body;
    if (gzip) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const server = createServer({ keepAliveTimeout: 5_000 }, handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(site.port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, stop };
}
