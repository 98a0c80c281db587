import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { server } from "@mocks/node";
import {
  getGetBatchJobsBatchJobMockHandler,
  getGetBatchJobsBatchJobResponseMock,
  getPostBatchJobsMockHandler,
  getPostUploadsDownloadUrlMockHandler,
} from "@generated/mocks/admin/admin";
import type { BatchJob } from "@generated/admin/types.gen";
import { answerProductsPage, renderProductsPage } from "./test-fixtures";

const job = (status: BatchJob["status"], result: BatchJob["result"]): BatchJob => ({
  ...getGetBatchJobsBatchJobResponseMock().batch_job,
  id: "batch_export",
  type: "product-export",
  dry_run: false,
  status,
  result,
});

let current: BatchJob;
let created: unknown[];
let urlsAsked: unknown[];
beforeEach(() => {
  answerProductsPage();
  current = job("processing", { count: 10, advancement_count: 4 });
  created = [];
  urlsAsked = [];
  server.use(
    getPostBatchJobsMockHandler(async ({ request }) => {
      created.push(await request.json());
      return { batch_job: current };
    }),
    getGetBatchJobsBatchJobMockHandler(() => ({ batch_job: current })),
    getPostUploadsDownloadUrlMockHandler(async ({ request }) => {
      urlsAsked.push(await request.json());
      return { download_url: "http://medusa.test/uploads/exports/products.csv" };
    }),
  );
});

describe("exporting products", () => {
  it("exports the list's filters, shows the progress and then the download link", async () => {
    const { user } = renderProductsPage("/a/products?q=shirt&status=published&collection_id=pcol_summer&created_from=2024-03-01");
    await screen.findByRole("row", { name: /Shirt/ });
    await user.click(screen.getByRole("button", { name: "Export products" }));
    const dialog = await screen.findByRole("dialog", { name: "Export products" });
    expect(within(dialog).getByText("The search is not applied to exports: the filters are.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Export" }));

    expect(await within(dialog).findByText("4 of 10")).toBeInTheDocument();
    expect(created).toEqual([
      {
        type: "product-export",
        dry_run: false,
        context: {
          filterable_fields: {
            status: ["published"],
            collection_id: ["pcol_summer"],
            created_at: { gte: new Date(2024, 2, 1).toISOString() },
            is_giftcard: false,
          },
        },
      },
    ]);
    expect(urlsAsked).toEqual([]);

    current = job("completed", { count: 10, advancement_count: 10, file_key: "exports/products.csv" });
    const link = await within(dialog).findByRole("link", { name: "Download the CSV file" }, { timeout: 3000 });
    expect(link).toHaveAttribute("href", "http://medusa.test/uploads/exports/products.csv");
    expect(urlsAsked).toEqual([{ file_key: "exports/products.csv" }]);
  });

  it("shows the server's reason when the export fails", async () => {
    current = job("failed", { errors: [{ message: "Disk full", code: "unknown", err: [] }] });
    const { user } = renderProductsPage();
    await screen.findByRole("row", { name: /Shirt/ });
    await user.click(screen.getByRole("button", { name: "Export products" }));
    const dialog = await screen.findByRole("dialog", { name: "Export products" });
    expect(within(dialog).queryByText("The search is not applied to exports: the filters are.")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Export" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The export failed. Disk full");
  });
});
