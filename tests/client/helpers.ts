/** Builds unsigned JWT-shaped tokens: the client only decodes them, the server verifies. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Unexpired; as an admin's, an owner's (decision 0250: the back office reads the role from the token; customers' screens ignore it). */
export const validToken = (extra: Record<string, unknown> = {}) => fakeJwt({ sub: 'u1', exp: nowSeconds() + 3600, srole: 'owner', ...extra });
export const expiredToken = () => fakeJwt({ sub: 'u1', exp: nowSeconds() - 60 });
