import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getGetBatchJobsBatchJobMockHandler,
  getGetBatchJobsBatchJobResponseMock,
  getPostBatchJobsBatchJobCancelMockHandler,
  getPostBatchJobsBatchJobConfirmProcessingMockHandler,
  getPostBatchJobsMockHandler,
  getPostUploadsProtectedMockHandler,
} from "@generated/mocks/admin/admin";
import type { BatchJob } from "@generated/admin/types.gen";
import { answerProductsPage, renderProductsPage } from "../list/test-fixtures";

const JOB_ID = "batch_import";
const job = (status: BatchJob["status"], result: BatchJob["result"] = null): BatchJob => ({
  ...getGetBatchJobsBatchJobResponseMock().batch_job,
  id: JOB_ID,
  type: "product-import",
  dry_run: true,
  status,
  result,
});

const GOOD_CSV = "Product Handle,Product Title,Variant Title,Price USD\nshirt,Shirt,M,12.5\ncap,Cap,One size,8\n";

let current: BatchJob;
let requests: { uploaded: string[]; created: unknown[]; confirmed: string[]; canceled: string[] };
beforeEach(() => {
  answerProductsPage();
  current = job("created");
  requests = { uploaded: [], created: [], confirmed: [], canceled: [] };
  server.use(
    getPostUploadsProtectedMockHandler(async ({ request }) => {
      const file = (await request.formData()).get("files") as File;
      requests.uploaded.push(await file.text());
      return { uploads: [{ url: "http://medusa.test/uploads/1-products.csv", key: "1-products.csv" }] };
    }),
    getPostBatchJobsMockHandler(async ({ request }) => {
      requests.created.push(await request.json());
      return { batch_job: current };
    }),
    getGetBatchJobsBatchJobMockHandler(() => ({ batch_job: current })),
    getPostBatchJobsBatchJobConfirmProcessingMockHandler(({ params }) => {
      requests.confirmed.push(String(params.id));
      current = job("processing", { count: 3, advancement_count: 1 });
      return { batch_job: current };
    }),
    getPostBatchJobsBatchJobCancelMockHandler(({ params }) => {
      requests.canceled.push(String(params.id));
      current = job("canceled");
      return { batch_job: current };
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const csv = (text: string, name = "new-products.csv") => new File([text], name, { type: "text/csv" });

async function openImport() {
  const utils = renderProductsPage();
  await screen.findByRole("row", { name: /Shirt/ });
  await utils.user.click(screen.getByRole("button", { name: "Import products" }));
  const dialog = await screen.findByRole("dialog", { name: "Import products" });
  return { ...utils, dialog };
}

/** Chooses a valid file and starts the dry run; the server has pre-processed it. */
async function checkGoodFile(user: Awaited<ReturnType<typeof openImport>>["user"], dialog: HTMLElement) {
  current = job("pre_processed", { count: 3, operations: { PRODUCT_CREATE: 2, PRODUCT_UPDATE: 1, VARIANT_CREATE: 2, VARIANT_UPDATE: 1 } });
  await user.upload(within(dialog).getByLabelText("CSV file"), csv(GOOD_CSV));
  await user.click(within(dialog).getByRole("button", { name: "Check file" }));
  await within(dialog).findByText("Products: 2 to create, 1 to update.");
}

describe("importing products", () => {
  it("shows what is wrong in a broken file, by row and column, and uploads nothing", async () => {
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText("CSV file"), csv("Product Handle,Colour,Price USD\nshirt,red,abc\n,blue,3\n"));
    const problems = await within(dialog).findByRole("alert");
    expect(problems).toHaveTextContent("This file cannot be imported:");
    expect(problems).toHaveTextContent("Unknown column “Colour”.");
    expect(problems).toHaveTextContent("Row 2, column “Price USD”: “abc” is not a number.");
    expect(problems).toHaveTextContent("Row 3, column “Product Handle”: a value is required.");
    expect(within(dialog).getByRole("button", { name: "Check file" })).toBeDisabled();
    expect(requests.uploaded).toEqual([]);
  });

  it("uploads the file, shows the dry run's summary and imports only once confirmed, with its progress", async () => {
    const { user, dialog } = await openImport();
    await checkGoodFile(user, dialog);
    expect(requests.uploaded).toEqual([GOOD_CSV]);
    expect(requests.created).toEqual([{ type: "product-import", context: { fileKey: "1-products.csv" }, dry_run: true }]);
    expect(within(dialog).getByText("Variants: 2 to create, 1 to update.")).toBeInTheDocument();
    expect(requests.confirmed).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Confirm import" }));
    expect(await within(dialog).findByText("1 of 3")).toBeInTheDocument();
    expect(requests.confirmed).toEqual([JOB_ID]);
    current = job("completed", { count: 3, advancement_count: 3 });
    expect(await within(dialog).findByText("The import is complete.", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests.canceled).toEqual([]);
  });

  it("cancels the dry run on Cancel import, and nothing is imported", async () => {
    const { user, dialog } = await openImport();
    await checkGoodFile(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Cancel import" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Import products" })).not.toBeInTheDocument());
    expect(requests.canceled).toEqual([JOB_ID]);
    expect(requests.confirmed).toEqual([]);
  });

  it("shows the server's reason when the dry run fails, and lets another file be chosen", async () => {
    const { user, dialog } = await openImport();
    current = job("failed", { errors: ['The csv file parsing failed due to: No value found for target column "Product Handle" in line 1 of the given csv file'] });
    await user.upload(within(dialog).getByLabelText("CSV file"), csv(GOOD_CSV));
    await user.click(within(dialog).getByRole("button", { name: "Check file" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent('The import failed. The csv file parsing failed due to: No value found for target column "Product Handle"');
    await user.click(within(dialog).getByRole("button", { name: "Choose another file" }));
    expect(within(dialog).getByLabelText("CSV file")).toBeInTheDocument();
  });
});
