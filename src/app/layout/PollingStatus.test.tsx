import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import { createQueryClient } from "@app/api/query-client";
import { PollingProvider } from "@app/providers/polling/PollingProvider";
import { system } from "@app/theme/system";
import { PollingStatus } from "./PollingStatus";

const renderStatus = () =>
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <PollingProvider>
          <PollingStatus />
        </PollingProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );

describe("polling status in the top bar", () => {
  it("shows a quiet, labelled sign while batch jobs cannot be checked", async () => {
    server.use(http.get("*/admin/batch-jobs", () => HttpResponse.json({ message: "down" }, { status: 500 })));
    renderStatus();
    const sign = await screen.findByRole("img", { name: "Batch jobs cannot be checked right now. Retrying automatically." }, { timeout: 4000 });
    expect(sign).toHaveAttribute("title", "Batch jobs cannot be checked right now. Retrying automatically.");
  });

  it("shows nothing while polling works", async () => {
    server.use(http.get("*/admin/batch-jobs", () => HttpResponse.json({ batch_jobs: [], count: 0, offset: 0, limit: 100 })));
    renderStatus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId("polling-error")).not.toBeInTheDocument();
  });
});
