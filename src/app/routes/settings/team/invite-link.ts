// The link an invited person opens to accept: the store's invite link
// template with the invite's token. Medusa's templates name their value in
// braces (`{cart_id}` in the swap and payment templates); a template without
// `{invite_token}` gets the token as the `token` query parameter, which is
// what this dashboard's own /invite page reads.
export function inviteLink(template: string | null | undefined, token: string): string | undefined {
  if (!template?.trim()) return undefined;
  if (template.includes("{invite_token}")) return template.replaceAll("{invite_token}", encodeURIComponent(token));
  const [base, hash] = template.split("#", 2);
  const joined = `${base}${base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?"}token=${encodeURIComponent(token)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
