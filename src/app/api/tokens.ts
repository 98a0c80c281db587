// Bearer tokens obtained from POST /admin/auth/token and /store/auth/token,
// kept per API domain for the life of the tab.
export type TokenDomain = "admin" | "store";

const tokens = new Map<TokenDomain, string>();

function checkDomain(domain: string): asserts domain is TokenDomain {
  if (domain !== "admin" && domain !== "store") {
    throw new Error(`Unknown token domain "${domain}": expected "admin" or "store"`);
  }
}

export function setBearerToken(domain: string, token: string | undefined) {
  checkDomain(domain);
  if (token) tokens.set(domain, token);
  else tokens.delete(domain);
}

export function getBearerToken(domain: string) {
  checkDomain(domain);
  return tokens.get(domain);
}
