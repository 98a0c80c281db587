import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@mocks/node";
import {
  getGetAuthMockHandler,
  getGetAuthResponseMock,
  getGetBatchJobsBatchJobResponseMock,
  getGetBatchJobsMockHandler,
  getGetUsersMockHandler,
  getPostBatchJobsBatchJobCancelMockHandler,
  getPostUploadsDownloadUrlMockHandler,
} from "@generated/mocks/admin/admin";
import type { BatchJob, User } from "@generated/admin/types.gen";
import { preferenceStorageKey } from "@app/components/data-table/use-user-preference";
import { toaster } from "@app/components/toaster";
import { PollingProvider } from "@app/providers/polling/PollingProvider";
import { renderPage } from "@tests/support/render";
import { NotificationsBell } from "./NotificationsBell";

const ME = "usr_me";
const user = (id: string, first_name: string): User => ({ ...getGetAuthResponseMock().user, id, first_name, last_name: "Example", email: `${id}@example.com` });

const job = (id: string, over: Partial<BatchJob>): BatchJob => ({
  ...getGetBatchJobsBatchJobResponseMock().batch_job,
  id,
  type: "product-export",
  status: "completed",
  created_by: ME,
  dry_run: false,
  result: null,
  created_at: "2026-05-01T09:00:00Z",
  ...over,
});

const EXPORT = job("batch_export", { status: "completed", completed_at: "2026-05-01T09:01:00Z", result: { file_key: "exports/products.csv", count: 3 } });
const RUNNING = job("batch_running", { type: "order-export", status: "processing", created_at: "2026-05-01T09:02:00Z", result: { count: 10, advancement_count: 4 } });
const FAILED = job("batch_failed", {
  type: "product-import",
  status: "failed",
  created_by: "usr_ada",
  created_at: "2026-05-01T08:00:00Z",
  result: { errors: ["Row 3: the handle is taken."] },
});

let jobs: BatchJob[];
let signedIn: User;
beforeEach(() => {
  jobs = [EXPORT, RUNNING, FAILED];
  signedIn = user(ME, "Me");
  server.use(
    getGetAuthMockHandler(() => ({ user: signedIn })),
    getGetBatchJobsMockHandler(() => ({ batch_jobs: jobs, count: jobs.length, offset: 0, limit: 100 })),
    getGetUsersMockHandler({ users: [user(ME, "Me"), user("usr_ada", "Ada")], count: 2, offset: 0, limit: 50 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const renderBell = () =>
  renderPage(
    <PollingProvider>
      <NotificationsBell />
    </PollingProvider>,
  );
const badge = () => screen.queryByTestId("notifications-badge");
// The first poll, and the session, come after the first render.
const expectBadge = (count: string) => waitFor(() => expect(badge()).toHaveTextContent(count), { timeout: 5_000 });
// hidden: true, as the open drawer hides the page behind it from assistive technology
const bell = () => screen.getByRole("button", { name: /^Notifications/, hidden: true });

async function openPanel(user: ReturnType<typeof renderBell>["user"]) {
  await user.click(bell());
  return screen.findByRole("dialog", { name: "Notifications" });
}
const row = (panel: HTMLElement, id: string) => panel.querySelector<HTMLElement>(`[data-job-id="${id}"]`)!;

describe("notifications bell", () => {
  it("counts the unseen jobs until all are marked seen, per user, across reloads", async () => {
    const first = renderBell();
    await expectBadge("3");
    expect(bell()).toHaveAccessibleName("Notifications: 3 unseen");

    const panel = await openPanel(first.user);
    expect(within(row(panel, EXPORT.id)).getByText("New")).toBeInTheDocument();
    await first.user.click(within(panel).getByRole("button", { name: "Mark all seen" }));
    expect(badge()).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName("Notifications");
    expect(within(row(panel, EXPORT.id)).queryByText("New")).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(preferenceStorageKey("seen-batch-jobs", ME, "notifications"))!)).toHaveLength(3);
    first.unmount();

    // a reload: still seen; the running job finishing is news again
    jobs = [EXPORT, { ...RUNNING, status: "completed", completed_at: "2026-05-01T09:05:00Z" }, FAILED];
    const again = renderBell();
    await expectBadge("1");
    again.unmount();

    // another user of this browser has seen nothing
    signedIn = user("usr_other", "Other");
    renderBell();
    await expectBadge("3");
  });

  it("lists each job with its state, progress, start and starter, and a failed job's reason", async () => {
    const { user } = renderBell();
    const panel = await openPanel(user);
    const items = await within(panel).findAllByRole("listitem");
    // newest first
    expect(items.map((item) => item.getAttribute("data-job-id"))).toEqual([RUNNING.id, EXPORT.id, FAILED.id]);

    const running = row(panel, RUNNING.id);
    expect(running).toHaveTextContent("Order export");
    expect(within(running).getByText("Running")).toBeInTheDocument();
    expect(within(running).getByText("4 of 10")).toBeInTheDocument();
    expect(running).toHaveTextContent(/^.*Started .*2026.* by you/);

    const failed = row(panel, FAILED.id);
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(within(failed).getByTestId("job-failure")).toHaveTextContent("Failed: Row 3: the handle is taken.");
    expect(await within(failed).findByText(/by Ada Example$/)).toBeInTheDocument();
    expect(within(failed).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when a failed job came without a reason", async () => {
    jobs = [{ ...FAILED, created_by: ME, result: null }];
    const { user } = renderBell();
    const panel = await openPanel(user);
    expect(await within(panel).findByTestId("job-failure")).toHaveTextContent("Failed. The server gave no reason.");
  });

  it("asks before cancelling a running job and sends one request however fast it is confirmed", async () => {
    const cancels: string[] = [];
    server.use(
      getPostBatchJobsBatchJobCancelMockHandler(({ params }) => {
        cancels.push(String(params.id));
        return { batch_job: { ...RUNNING, status: "canceled", canceled_at: "2026-05-01T09:03:00Z" } };
      }),
    );
    const toast = vi.spyOn(toaster, "create");
    const { user } = renderBell();
    const panel = await openPanel(user);
    const running = await waitFor(() => row(panel, RUNNING.id));
    await user.click(within(running).getByRole("button", { name: /^Cancel the Order export started/ }));
    const question = await screen.findByRole("alertdialog", { name: "Cancel this job?" });
    expect(question).toHaveTextContent("Order export, started");
    jobs = [EXPORT, { ...RUNNING, status: "canceled", canceled_at: "2026-05-01T09:03:00Z" }, FAILED];
    await user.dblClick(within(question).getByRole("button", { name: "Cancel job" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: "success", title: "Success", description: "Job canceled: Order export" }));
    expect(cancels).toEqual([RUNNING.id]);
    // the list is read again: the job shows canceled, with nothing left to cancel
    await waitFor(() => expect(within(row(panel, RUNNING.id)).getByText("Canceled")).toBeInTheDocument());
    expect(within(row(panel, RUNNING.id)).queryByRole("button")).not.toBeInTheDocument();
  });

  it("downloads a finished export's file again from the address the server gives for its key", async () => {
    const asked: unknown[] = [];
    server.use(
      getPostUploadsDownloadUrlMockHandler(async ({ request }) => {
        asked.push(await request.json());
        return { download_url: "http://medusa.test/uploads/exports/products.csv" };
      }),
    );
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    const { user } = renderBell();
    const panel = await openPanel(user);
    const exported = await waitFor(() => row(panel, EXPORT.id));
    await user.click(within(exported).getByRole("button", { name: /^Download the file of the Product export started/ }));
    await waitFor(() => expect(opened).toEqual(["http://medusa.test/uploads/exports/products.csv"]));
    expect(asked).toEqual([{ file_key: "exports/products.csv" }]);
  });
});
