// The embedded default backend: one Prism mock server per contract, on
// loopback only, behind the dev/preview server's proxy. MEDUSA_MOCK_PORT moves
// both (admin on it, store on the next), so two mock runs can live side by side
// (scripts/start.ts sets it for its vite when it moves the mock: --mock-port, or 4010 busy).
import type { ProxyOptions } from "vite";
import { onOwnOrigin, preferRecorded, recordedDetails } from "./recordings.ts";

export const mockPorts = (admin: number) => ({ admin, store: admin + 1 }) as const;
export const MOCK_PORTS = mockPorts(Number(process.env.MEDUSA_MOCK_PORT || 4010));

export const mockContract = (api: keyof typeof MOCK_PORTS) => `src/generated/contracts/${api}.mock.json`;

const toPrism = (api: keyof typeof MOCK_PORTS): ProxyOptions => {
  const details = recordedDetails(mockContract(api));
  return {
    target: `http://127.0.0.1:${MOCK_PORTS[api]}`,
    changeOrigin: true,
    // answers are read whole, to put the page's origin in the recorded image addresses
    selfHandleResponse: true,
    configure: (proxy) => {
      proxy.on("proxyReq", (proxyReq, req) => {
        const prefer = preferRecorded(details, req);
        if (prefer) proxyReq.setHeader("Prefer", prefer);
      });
      proxy.on("proxyRes", (proxyRes, req, res) => {
        const chunks: Buffer[] = [];
        proxyRes.on("data", (chunk: Buffer) => chunks.push(chunk));
        proxyRes.on("end", () => {
          let body = Buffer.concat(chunks);
          if (String(proxyRes.headers["content-type"]).includes("json")) body = Buffer.from(onOwnOrigin(body.toString(), req.headers.host ?? ""));
          res.writeHead(proxyRes.statusCode ?? 502, { ...proxyRes.headers, "content-length": String(body.length) });
          res.end(body);
        });
      });
    },
  };
};

export const mockProxy = (): Record<string, ProxyOptions> => ({ "/admin": toPrism("admin"), "/store": toPrism("store") });
