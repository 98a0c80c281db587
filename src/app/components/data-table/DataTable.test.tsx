import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useMemo } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuthQueryKey } from "@generated/admin/@tanstack/react-query.gen";
import { getGetAuthMockHandler, getGetAuthResponseMock } from "@generated/mocks/admin/admin";
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import { ApiError } from "@app/api/errors";
import { type BulkAction, type Column, DataTable, type FilterDef } from "./DataTable";
import { columnsStorageKey } from "./use-column-visibility";
import { sortKeysOf, useListParams } from "./use-list-params";

interface Thing {
  id: string;
  name: string;
  kind: string;
}

const THINGS: Thing[] = Array.from({ length: 40 }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}`, kind: i % 2 ? "Beta" : "Alpha" }));

const columns: Column<Thing>[] = [
  { key: "name", header: "Name", cell: (r) => r.name, sortKey: "name", hideable: false },
  { key: "kind", header: "Kind", cell: (r) => r.kind },
  { key: "created", header: "Created", cell: () => "today", sortKey: "created_at", firstSort: "desc" },
];

interface HarnessProps {
  rows?: Thing[];
  error?: unknown;
  bulkActions?: BulkAction<Thing>[];
  /** The count the answer says; absent: the rows' number. */
  count?: number;
}

/** A list page over fixed rows: the table pages them as the server would; the last query shows below. */
function Harness({ rows = THINGS, error = null, bulkActions, count = rows.length }: HarnessProps) {
  const filters = useMemo<FilterDef[]>(
    () => [
      { kind: "multi", key: "kind", label: "Kind", options: [{ value: "alpha", label: "Alpha" }, { value: "beta", label: "Beta" }] },
      { kind: "dateRange", key: "created", label: "Created on" },
    ],
    [],
  );
  const list = useListParams({ filters, sortKeys: sortKeysOf(columns), defaultSort: "-created_at" });
  return (
    <DataTable
      id="things"
      label="Things"
      columns={columns}
      list={list}
      filters={filters}
      rows={error ? undefined : rows.slice(list.offset, list.offset + list.limit)}
      count={error ? undefined : count}
      rowKey={(r) => r.id}
      rowHref={(r) => `/things/${r.id}`}
      rowLabel={(r) => r.name}
      isLoading={false}
      error={error}
      onRetry={() => {}}
      emptyText="No things yet"
      bulkActions={bulkActions}
    />
  );
}

const render = (url = "/things", props: HarnessProps = {}) => renderPage(<Harness {...props} />, { path: "/things", url, others: ["/things/:id"] });
const query = (router: ReturnType<typeof render>["router"]) => new URLSearchParams(router.state.location.search);
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
const bodyRows = () => within(screen.getByRole("table", { name: "Things" })).getAllByRole("row").slice(1);

afterEach(() => localStorage.clear());

describe("DataTable URL state", () => {
  it("shows the list the URL describes: search, filters, order and page", () => {
    render("/things?q=shirt&kind=beta&kind=nonsense&created_from=2024-01-01&order=-name&offset=15&limit=30");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("shirt");
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    expect(header("Created")).not.toHaveAttribute("aria-sort");
    // kind=beta and a created date: two filters in use (an unknown value is dropped)
    expect(screen.getByTestId("filter-count")).toHaveTextContent("2");
    expect(screen.getByTestId("page-range")).toHaveTextContent("16–40 of 40");
    expect(screen.getByRole("combobox", { name: "Rows per page" })).toHaveValue("30");
    expect(bodyRows()[0]).toHaveTextContent("Thing 16");
  });

  it("shows the server's own order on its column while none is asked, and ignores an order no column offers", async () => {
    const { user, router } = render("/things?order=-secret");
    expect(header("Created")).toHaveAttribute("aria-sort", "descending");
    expect(header("Name")).not.toHaveAttribute("aria-sort");
    // a click on the column the rows are already ordered by turns the order round
    await user.click(screen.getByRole("button", { name: /^Created/ }));
    expect(query(router).get("order")).toBe("created_at");
    expect(header("Created")).toHaveAttribute("aria-sort", "ascending");
  });

  it("writes the search once typing pauses, and starts again at the first page", async () => {
    const { user, router } = render("/things?offset=15&limit=15");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "red shirt");
    expect(query(router).get("q")).toBeNull(); // not on every key
    await waitFor(() => expect(query(router).get("q")).toBe("red shirt"));
    expect(query(router).get("offset")).toBeNull();
    expect(query(router).get("limit")).toBe("15");
  });

  it("sorts by a header: first its first direction, then the other", async () => {
    const { user, router } = render("/things?offset=30");
    await user.click(screen.getByRole("button", { name: /^Name/ }));
    expect(query(router).get("order")).toBe("name");
    expect(query(router).get("offset")).toBeNull();
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    await user.click(screen.getByRole("button", { name: /^Name/ }));
    expect(query(router).get("order")).toBe("-name");
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    // Dates sort newest first on their first click.
    await user.click(screen.getByRole("button", { name: /^Created/ }));
    expect(query(router).get("order")).toBe("-created_at");
  });

  it("keeps filters in the URL, counts them, and clears them with the search", async () => {
    const { user, router } = render("/things?q=thing&offset=15");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(panel).getByRole("checkbox", { name: "Beta" }));
    await user.click(within(panel).getByRole("checkbox", { name: "Alpha" }));
    expect(query(router).getAll("kind")).toEqual(["alpha", "beta"]);
    expect(query(router).get("offset")).toBeNull();
    fireEvent.change(within(panel).getByLabelText("From"), { target: { value: "2024-02-01" } });
    expect(query(router).get("created_from")).toBe("2024-02-01");
    expect(screen.getByTestId("filter-count")).toHaveTextContent("2");

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    expect(screen.queryByTestId("filter-count")).not.toBeInTheDocument();
  });

  it("counts at least the rows it shows when the answer's count says fewer", () => {
    render("/things", { rows: THINGS.slice(0, 2), count: 0 });
    expect(screen.getByTestId("page-range")).toHaveTextContent("1–2 of 2");
  });

  it("pages through the list and keeps the page size", async () => {
    const { user, router } = render();
    expect(router.state.location.search).toBe(""); // a bare list keeps a bare URL
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(query(router).get("offset")).toBe("15");
    expect(bodyRows()[0]).toHaveTextContent("Thing 16");
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "30");
    expect(query(router).get("offset")).toBe("0");
    expect(query(router).get("limit")).toBe("30");
    // Back returns to the earlier page.
    await act(() => router.navigate(-1));
    expect(query(router).get("offset")).toBe("15");
    expect(query(router).get("limit")).toBe("15");
  });
});

describe("DataTable rows", () => {
  it("links each row to its detail page, by its first cell and by a click on the row", async () => {
    const { user, router } = render();
    expect(within(bodyRows()[1]).getByRole("link", { name: "Thing 2" })).toHaveAttribute("href", "/things/t2");
    await user.click(within(bodyRows()[2]).getByText("Alpha"));
    expect(router.state.location.pathname).toBe("/things/t3");
  });

  it("has no selection column when the page has no bulk actions", () => {
    render();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});

describe("DataTable selection", () => {
  const action = (run = vi.fn(() => Promise.resolve())): BulkAction<Thing> => ({
    key: "archive",
    label: "Archive",
    confirm: (rows) => ({ title: "Archive things?", description: `${rows.length} things`, confirmLabel: "Archive them" }),
    run,
  });

  it("selects all rows of the page, and starts again on another page", async () => {
    const { user, router } = render("/things", { bulkActions: [action()] });
    expect(screen.queryByRole("region", { name: "Actions on selected rows" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select Thing 2" }));
    expect(screen.getByTestId("selected-count")).toHaveTextContent("1 selected");
    expect(router.state.location.pathname).toBe("/things"); // ticking a row does not open it
    const all = screen.getByRole("checkbox", { name: "Select all on this page" });
    await user.click(all);
    expect(screen.getByTestId("selected-count")).toHaveTextContent("15 selected");
    expect(screen.getByRole("checkbox", { name: "Select Thing 15" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.queryByTestId("selected-count")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Thing 16" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select all on this page" })).not.toBeChecked();
  });

  it("drops the selection when a filter or the search changes", async () => {
    const { user } = render("/things", { bulkActions: [action()] });
    await user.click(screen.getByRole("checkbox", { name: "Select Thing 1" }));
    await user.click(screen.getByRole("button", { name: /^Name/ }));
    expect(screen.queryByTestId("selected-count")).not.toBeInTheDocument();
  });

  it("runs a bulk action once, after its confirmation, on the selected rows, then clears the selection", async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = render("/things", { bulkActions: [action(run)] });
    await user.click(screen.getByRole("checkbox", { name: "Select Thing 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Thing 3" }));
    await user.click(screen.getByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Archive things?" });
    expect(dialog).toHaveTextContent("2 things");
    expect(run).not.toHaveBeenCalled();

    const confirm = within(dialog).getByRole("button", { name: "Archive them" });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]).toEqual([[THINGS[0], THINGS[2]]]);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByTestId("selected-count")).not.toBeInTheDocument();
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const run = vi.fn(() => Promise.resolve());
    const { user } = render("/things", { bulkActions: [action(run)] });
    await user.click(screen.getByRole("checkbox", { name: "Select Thing 1" }));
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByTestId("selected-count")).toHaveTextContent("1 selected");
  });
});

describe("DataTable columns", () => {
  /** The table with user `id` signed in, once the session is known (columns are the user's). */
  async function renderAs(id: string) {
    server.use(getGetAuthMockHandler({ user: { ...getGetAuthResponseMock().user, id } }));
    const rendered = render();
    await waitFor(() => expect(rendered.queryClient.getQueryData(getAuthQueryKey())).toBeDefined());
    return rendered;
  }

  it("hides a column from the columns menu and remembers it for that list and user", async () => {
    const first = await renderAs("usr_a");
    await first.user.click(screen.getByRole("button", { name: "Columns" }));
    const menu = await screen.findByRole("dialog", { name: "Columns" });
    expect(within(menu).getByRole("checkbox", { name: "Name" })).toBeDisabled(); // holds the row link
    await first.user.click(within(menu).getByRole("checkbox", { name: "Kind" }));
    expect(screen.queryByRole("columnheader", { name: "Kind" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(columnsStorageKey("usr_a", "things"))!)).toEqual(["kind"]);
    first.unmount();

    const again = await renderAs("usr_a");
    expect(screen.queryByRole("columnheader", { name: "Kind" })).not.toBeInTheDocument();
    expect(header("Name")).toBeInTheDocument();
    await again.user.click(screen.getByRole("button", { name: "Columns" }));
    await again.user.click(within(await screen.findByRole("dialog", { name: "Columns" })).getByRole("checkbox", { name: "Kind" }));
    expect(screen.getByRole("columnheader", { name: "Kind" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(columnsStorageKey("usr_a", "things"))!)).toEqual([]);
  });

  it("shows another user of the browser every column", async () => {
    localStorage.setItem(columnsStorageKey("usr_a", "things"), JSON.stringify(["kind", "created"]));
    await renderAs("usr_b");
    expect(screen.getByRole("columnheader", { name: "Kind" })).toBeInTheDocument();
    expect(header("Created")).toBeInTheDocument();
  });

  it("shows every column when what is stored cannot be read", async () => {
    localStorage.setItem(columnsStorageKey("usr_a", "things"), "{not json");
    await renderAs("usr_a");
    expect(screen.getByRole("columnheader", { name: "Kind" })).toBeInTheDocument();
  });
});

describe("DataTable states", () => {
  it("says the user has no access when the server answers 403", () => {
    render("/things", { error: new ApiError("http", "Forbidden", 403) });
    expect(screen.getByRole("alert")).toHaveTextContent("You don’t have access to this list");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("offers a retry for other errors, and keeps the toolbar", () => {
    // the server's own text of a 5xx is internal: the user reads ours
    render("/things", { error: new ApiError("http", "Boom", 500, undefined, "Boom") });
    expect(screen.getByRole("alert")).toHaveTextContent("The server could not complete the request.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeInTheDocument();
  });

  it("tells an empty list from no results for the filters, which it offers to clear", async () => {
    const { user, router } = render("/things?q=zzz&kind=alpha", { rows: [] });
    const empty = screen.getByTestId("table-no-results");
    expect(empty).toHaveTextContent("No results match your search and filters.");
    await user.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByTestId("table-empty")).toHaveTextContent("No things yet");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });
});
