// An address from the server that the dashboard offers as a link: only a web
// address (http, https) is one. Anything else, e.g. a `javascript:` address a
// hostile file service or plugin could answer, is not linked (React 19 would
// render it as a link that throws when clicked).
export function webAddress(url: string | null | undefined): string | undefined {
  const parsed = url ? URL.parse(url, window.location.href) : null;
  return parsed && (parsed.protocol === "http:" || parsed.protocol === "https:") ? parsed.href : undefined;
}
