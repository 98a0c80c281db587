// The QA panel of mock mode (served by scripts/vite/mock-qa.ts, never built
// into dist/): what the Prism mock answers, per operation or for all — the
// status code and named example (Prism's `Prefer: code=…, example=…`), an
// added latency, an empty list — so that error, empty and slow states can be
// seen. The choice is kept in the tab's sessionStorage and shown in the top
// bar while active. It wraps the page's fetch: calls to /admin and /store
// carry the header, after the latency.
// Plain DOM in a shadow root: it runs beside the app, not inside it.
import i18next from "i18next";
import texts from "virtual:qa-texts";
import { TAB_CACHE_KEY } from "@app/api/tab-cache";

interface Operation {
  key: string; // "<api>:<operationId>"
  method: string;
  path: string;
  /** status code -> named examples */
  responses: Record<string, string[]>;
}
interface Choice {
  code?: string;
  example?: string;
  empty?: boolean;
  latency?: number;
}
/** operation key, or ALL -> what it answers */
type Choices = Record<string, Choice>;

const ALL = "*";
const EMPTY = "empty"; // the empty twin of a recorded list (scripts/codegen/mock-contract.ts)
const STORAGE_KEY = "medusa-admin:qa";
const CHANGED_KEY = "medusa-admin:qa-changed";
const API_PATH = /^\/(admin|store)\//;

const readChoices = (): Choices => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Choices;
  } catch {
    return {};
  }
};
const isActive = () => Object.keys(readChoices()).length > 0;

let operationList: Promise<Operation[]> | undefined;
const operations = () => (operationList ??= fetch("/__qa/operations.json").then((r) => r.json() as Promise<Operation[]>));

const pattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
const patterns = new Map<string, RegExp>();
const find = (list: Operation[], method: string, path: string) =>
  list.find((op) => {
    if (op.method !== method) return false;
    if (!patterns.has(op.path)) patterns.set(op.path, pattern(op.path));
    return patterns.get(op.path)!.test(path);
  });

const successCode = (op: Operation) => Object.keys(op.responses).find((c) => c.startsWith("2"));

/** The `Prefer` header of a choice for an operation: only what the operation has (a choice for all skips the rest). */
function prefer(op: Operation, choice: Choice): string | undefined {
  const code = choice.code && choice.code in op.responses ? choice.code : undefined;
  const example = choice.empty ? EMPTY : choice.example;
  const named = example && op.responses[code ?? successCode(op) ?? ""]?.includes(example) ? example : undefined;
  const parts = [code && `code=${code}`, named && `example=${named}`].filter(Boolean);
  return parts.length ? parts.join(", ") : undefined;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

if (sessionStorage.getItem(CHANGED_KEY)) {
  sessionStorage.removeItem(CHANGED_KEY);
  sessionStorage.removeItem(TAB_CACHE_KEY);
}

const pageFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  if (!isActive()) return pageFetch(input, init);
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== location.origin || !API_PATH.test(url.pathname)) return pageFetch(request);
  const choices = readChoices();
  const op = find(await operations(), request.method, url.pathname);
  const choice = (op && choices[op.key]) || choices[ALL];
  if (!op || !choice) return pageFetch(request);
  const header = prefer(op, choice);
  if (header) request.headers.set("Prefer", header);
  if (choice.latency) await wait(choice.latency, request.signal);
  return pageFetch(request);
};

// --- the view ---------------------------------------------------------------

const t = i18next.createInstance();
await t.init({ lng: document.documentElement.lang || "en", fallbackLng: "en", resources: texts, interpolation: { escapeValue: false } });

const STYLE = `
  :host { all: initial; font: 14px/1.4 system-ui, sans-serif; color: #111; }
  button { font: 14px/1.4 system-ui, sans-serif; cursor: pointer; border-radius: 6px; border: 1px solid #c4c4c4; background: #fff; padding: 4px 10px; }
  .badge { background: #fff4e5; border-color: #dd6b20; color: #9c4221; font-weight: 600; }
  .floating { position: fixed; right: 12px; bottom: 12px; z-index: 2147483000; }
  dialog { border: 1px solid #c4c4c4; border-radius: 8px; padding: 16px 20px; width: min(560px, 92vw); }
  dialog::backdrop { background: rgb(0 0 0 / 0.3); }
  h2 { font-size: 16px; margin: 0 0 8px; }
  h3 { font-size: 14px; margin: 16px 0 4px; }
  p { margin: 0 0 12px; color: #444; }
  form { display: grid; grid-template-columns: max-content 1fr; gap: 8px 12px; align-items: center; }
  select, input[type=number] { font: inherit; padding: 3px 6px; min-width: 0; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
  ul { margin: 0; padding-left: 18px; }
  li { margin: 4px 0; }
  li button { margin-left: 8px; padding: 0 8px; }
`;

const host = document.createElement("div");
host.setAttribute("data-qa-panel", "");
const root = host.attachShadow({ mode: "open" });

/** An element with its properties (id, value, onclick, …) and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

const label = (op: Operation | undefined) => (op ? `${op.method} ${op.path}` : t.t("qa.allOperations"));

function summary(choice: Choice) {
  return [
    choice.code && t.t("qa.summaryStatus", { code: choice.code }),
    choice.example && t.t("qa.summaryExample", { name: choice.example }),
    choice.empty && t.t("qa.emptyList"),
    choice.latency && t.t("qa.summaryLatency", { ms: choice.latency }),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Saves the choices and reloads the page, which then starts without the
 * tab's cached answers (dropped below, before the app reads them: the app
 * saves them again as the page unloads), so that it asks the server again.
 */
function save(choices: Choices) {
  if (Object.keys(choices).length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  else sessionStorage.removeItem(STORAGE_KEY);
  sessionStorage.setItem(CHANGED_KEY, "1");
  location.reload();
}

async function openDialog() {
  const list = [...(await operations())].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const byKey = new Map(list.map((op) => [op.key, op]));
  const choices = readChoices();

  const operation = el("select", { id: "qa-operation" }, el("option", { value: ALL }, t.t("qa.allOperations")), ...list.map((op) => el("option", { value: op.key }, label(op))));
  const status = el("select", { id: "qa-status" });
  const example = el("select", { id: "qa-example" });
  const empty = el("input", { id: "qa-empty", type: "checkbox" });
  const latency = el("input", { id: "qa-latency", type: "number", min: "0", step: "100", value: "0" });

  const codesOf = (op: Operation | undefined) => (op ? Object.keys(op.responses) : [...new Set(list.flatMap((o) => Object.keys(o.responses)))].sort());
  const fillExamples = () => {
    const op = byKey.get(operation.value);
    const names = op ? (op.responses[status.value || (successCode(op) ?? "")] ?? []).filter((n) => n !== EMPTY) : [];
    example.replaceChildren(el("option", { value: "" }, t.t("qa.exampleDefault")), ...names.map((n) => el("option", { value: n }, n)));
    example.disabled = names.length === 0;
  };
  const fill = () => {
    const op = byKey.get(operation.value);
    const current = choices[operation.value] ?? {};
    status.replaceChildren(el("option", { value: "" }, t.t("qa.statusDefault")), ...codesOf(op).map((c) => el("option", { value: c }, c)));
    status.value = current.code ?? "";
    fillExamples();
    example.value = current.example ?? "";
    empty.disabled = op ? !Object.values(op.responses).some((names) => names.includes(EMPTY)) : false;
    empty.checked = Boolean(current.empty);
    latency.value = String(current.latency ?? 0);
  };
  operation.addEventListener("change", fill);
  status.addEventListener("change", fillExamples);
  fill();

  const apply = (event: Event) => {
    event.preventDefault();
    const choice: Choice = {
      ...(status.value && { code: status.value }),
      ...(example.value && { example: example.value }),
      ...(empty.checked && { empty: true }),
      ...(Number(latency.value) > 0 && { latency: Number(latency.value) }),
    };
    const next = { ...choices };
    if (Object.keys(choice).length) next[operation.value] = choice;
    else delete next[operation.value];
    save(next);
  };
  const field = (control: HTMLElement, text: string) => [el("label", { htmlFor: control.id }, text), control];
  const form = el(
    "form",
    { onsubmit: apply },
    ...field(operation, t.t("qa.operation")),
    ...field(status, t.t("qa.status")),
    ...field(example, t.t("qa.example")),
    ...field(empty, t.t("qa.emptyList")),
    ...field(latency, t.t("qa.latency")),
  );

  const active = Object.entries(choices);
  const dialog = el(
    "dialog",
    {},
    el("h2", { id: "qa-title" }, t.t("qa.title")),
    el("p", {}, t.t("qa.intro")),
    form,
    el("div", { className: "actions" }, el("button", { type: "button", onclick: apply }, t.t("qa.apply"))),
    el("h3", {}, t.t("qa.activeChoices")),
    active.length
      ? el(
          "ul",
          {},
          ...active.map(([key, choice]) => {
            const name = label(byKey.get(key));
            const remove = el("button", { type: "button", ariaLabel: t.t("qa.removeChoice", { operation: name }) }, t.t("qa.remove"));
            remove.addEventListener("click", () => {
              const { [key]: _removed, ...rest } = choices;
              save(rest);
            });
            return el("li", {}, `${name}: ${summary(choice)}`, remove);
          }),
        )
      : el("p", {}, t.t("qa.none")),
    el(
      "div",
      { className: "actions" },
      ...(active.length ? [el("button", { type: "button", onclick: () => save({}) }, t.t("qa.reset"))] : []),
      el("button", { type: "button", onclick: () => dialog.close() }, t.t("qa.close")),
    ),
  );
  dialog.setAttribute("aria-labelledby", "qa-title");
  dialog.addEventListener("close", () => dialog.remove());
  root.append(dialog);
  dialog.showModal();
}

/** The button that opens the panel: in the top bar (a badge while a choice is active), else in a corner. */
function render() {
  const active = isActive();
  const button = el("button", { type: "button", className: active ? "badge" : "", onclick: () => void openDialog() }, t.t(active ? "qa.active" : "qa.open"));
  root.replaceChildren(el("style", {}, STYLE), button);
}

/** Keeps the panel's button in the top bar, which React may render anew (sign-in, navigation). */
function place() {
  const header = document.querySelector("header");
  if (header && host.parentElement !== header) header.prepend(host);
  else if (!header && host.parentElement !== document.body) document.body.append(host);
  (root.querySelector("button") as HTMLElement | null)?.classList.toggle("floating", !header);
}

render();
place();
new MutationObserver(place).observe(document.documentElement, { childList: true, subtree: true });
new MutationObserver(() => void t.changeLanguage(document.documentElement.lang || "en").then(render)).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ["lang"],
});
