// The invite link's token is a JWT whose payload names the invited email;
// reading it lets the page show who is joining and sign them in afterwards.
export function invitedEmail(token: string): string | undefined {
  try {
    const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
    const json = JSON.parse(decodeURIComponent(escape(atob(payload)))) as { user_email?: unknown };
    return typeof json.user_email === "string" ? json.user_email : undefined;
  } catch {
    return undefined;
  }
}
