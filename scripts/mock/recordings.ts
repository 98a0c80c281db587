// What the mock serves of the recordings (scripts/mock/record.ts) beside
// Prism: their images, and the detail answer of the id requested, so that
// each product of the recorded list opens as itself, not as the first one.
import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";

/** The recorded images: files here, served at /__mock/images/<file> in mock mode (scripts/vite/mock-qa.ts). */
export const IMAGES_DIR = "openapi/examples/images";
export const IMAGES_PATH = "/__mock/images/";
/**
 * The origin of the recorded images' addresses: the contract wants absolute
 * ones (format uri), the dashboard's port varies, so the proxy puts the
 * origin the page was opened on in its place.
 */
export const RECORDED_ORIGIN = "http://recorded.invalid";

/** A JSON answer with the recorded images on the page's own origin (`host` as the browser sent it). */
export const onOwnOrigin = (body: string, host: string) => body.replaceAll(RECORDED_ORIGIN, `http://${host}`);

type Json = Record<string, unknown>;
interface Detail {
  pattern: RegExp;
  names: Set<string>;
}

/** GET paths with one path parameter whose 200 answer has named examples. */
export function recordedDetails(mockContract: string): Detail[] {
  const doc = JSON.parse(readFileSync(mockContract, "utf8")) as { paths: Record<string, { get?: Json }> };
  const details: Detail[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const params = path.match(/\{\w+\}/g);
    const content = ((item.get?.responses as Json | undefined)?.["200"] as Json | undefined)?.content as Json | undefined;
    const examples = (content?.["application/json"] as Json | undefined)?.examples as Json | undefined;
    if (params?.length !== 1 || !examples) continue;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/, "([^/]+)");
    details.push({ pattern: new RegExp(`^${source}$`), names: new Set(Object.keys(examples)) });
  }
  return details;
}

/**
 * The `Prefer` header naming the recorded answer of the id requested; none
 * when the request names its own (the QA panel) or the id was not recorded.
 */
export function preferRecorded(details: Detail[], req: IncomingMessage): string | undefined {
  if (req.method !== "GET" || req.headers.prefer || !req.url) return undefined;
  const path = req.url.split("?")[0];
  for (const { pattern, names } of details) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined && names.has(decodeURIComponent(id))) return `example=${decodeURIComponent(id)}`;
  }
  return undefined;
}
