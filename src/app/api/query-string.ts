// The query string as the Medusa server reads it (Express + qs): arrays as
// key[]=a&key[]=b (a single value stays an array), objects as key[op]=value,
// and null as the text `null` (batch-job filters such as failed_at=null).
const encode = (key: string) => key.split(/(\[|\])/).map((part) => (part === "[" || part === "]" ? part : encodeURIComponent(part))).join("");

export function toQueryString(params: unknown): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) parts.push(`${encode(key)}=null`);
    else if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v));
    else if (value instanceof Date) parts.push(`${encode(key)}=${encodeURIComponent(value.toISOString())}`);
    else if (typeof value === "object") Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else parts.push(`${encode(key)}=${encodeURIComponent(String(value))}`);
  };
  if (params && typeof params === "object") Object.entries(params).forEach(([k, v]) => add(k, v));
  return parts.join("&");
}
