// A new API token, made in the browser: 32 random bytes from the platform's
// cryptographic generator, as URL-safe base64 (43 characters). The server
// stores what it is sent; it never makes one itself.
export function newApiToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}
