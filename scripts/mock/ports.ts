// The embedded default backend: one Prism mock server per contract, on
// loopback only, behind the dev/preview server's proxy. MEDUSA_MOCK_PORT moves
// both (admin on it, store on the next), so two mock runs can live side by side.
const base = Number(process.env.MEDUSA_MOCK_PORT || 4010);
export const MOCK_PORTS = { admin: base, store: base + 1 } as const;

export const mockProxy = () => ({
  "/admin": { target: `http://127.0.0.1:${MOCK_PORTS.admin}`, changeOrigin: true },
  "/store": { target: `http://127.0.0.1:${MOCK_PORTS.store}`, changeOrigin: true },
});
