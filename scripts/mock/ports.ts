// The embedded default backend: one Prism mock server per contract, on
// loopback only, behind the dev/preview server's proxy.
export const MOCK_PORTS = { admin: 4010, store: 4011 } as const;

export const mockProxy = () => ({
  "/admin": { target: `http://127.0.0.1:${MOCK_PORTS.admin}`, changeOrigin: true },
  "/store": { target: `http://127.0.0.1:${MOCK_PORTS.store}`, changeOrigin: true },
});
