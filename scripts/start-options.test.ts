// @vitest-environment node
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startOptions } from "./start-options.ts";

describe("npm start / npm run preview options", () => {
  it("defaults to 5173 (4173 for preview) on loopback with the mock on 4010, none of them chosen", () => {
    expect(startOptions([], {})).toEqual({ preview: false, port: 5173, portChosen: false, host: "127.0.0.1", mockPort: 4010, mockPortChosen: false, viteArgs: [] });
    expect(startOptions(["--preview"], {})).toMatchObject({ preview: true, port: 4173, portChosen: false });
  });

  it("takes port, host and mock port from the arguments, in both spellings, before the environment", () => {
    const env = { PORT: "6000", HOST: "10.0.0.1", MEDUSA_MOCK_PORT: "4100" };
    expect(startOptions(["--port", "5180", "--host=0.0.0.0", "--mock-port=4030"], env)).toMatchObject({
      port: 5180,
      portChosen: true,
      host: "0.0.0.0",
      mockPort: 4030,
      mockPortChosen: true,
    });
    expect(startOptions([], env)).toMatchObject({ port: 6000, portChosen: true, host: "10.0.0.1", mockPort: 4100, mockPortChosen: true });
  });

  it("reads a bare --host as every address and passes other arguments to vite", () => {
    expect(startOptions(["--preview", "--outDir", "dist-x", "--host", "--strictPort", "--port", "4174"], {})).toMatchObject({
      preview: true,
      host: "0.0.0.0",
      port: 4174,
      viteArgs: ["--outDir", "dist-x"],
    });
  });

  it("refuses a port that is not one", () => {
    expect(() => startOptions(["--port", "http"], {})).toThrow('--port: "http" is not a port number');
    expect(() => startOptions(["--port"], {})).toThrow("--port needs a value");
    expect(() => startOptions([], { PORT: "70000" })).toThrow('PORT: "70000" is not a port number');
  });
});

describe("freePort", () => {
  const servers: Server[] = [];
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const server = createServer().listen({ host: "127.0.0.1", port }, () => resolve((server.address() as { port: number }).port));
      servers.push(server);
    });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it("moves past a busy port, and past a pair with one busy port", async () => {
    const busy = await listen(0);
    expect(await freePort("127.0.0.1", busy)).toBe(busy + 1);
    // the mock's admin+store pair: busy-1 and busy can't be one
    expect(await freePort("127.0.0.1", busy - 1, { step: 2, width: 2 })).toBe(busy + 1);
  });
});
