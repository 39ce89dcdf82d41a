type MaybeToken = string | null | undefined;

export type TokenSource = MaybeToken | Promise<MaybeToken> | (() => MaybeToken | Promise<MaybeToken>);

/** Resolved on every request so a function source can hand out a refreshed token each time. */
export async function resolveToken(source: TokenSource): Promise<string | undefined> {
  const value = await (typeof source === 'function' ? source() : source);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
