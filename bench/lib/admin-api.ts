// The production build with the bench's admin, signed in as that admin: what bench/admin-lists and
// bench/partners start before they measure (TypeScript benches: the handshake comes from the domain
// package directly).
import { createHandshakeHeader } from '../../packages/domain/src/handshake.ts';
import { apiHeaders, benchAdmin, signIn, startBuiltApi } from './bench-support.mjs';

/**
 * Starts the production build in a process of its own (bench-support: `startBuiltApi`, whose options
 * it takes) with `benchAdmin` as its ADMIN_EMAIL and ADMIN_PASSWORD, and signs in as that admin.
 * Answers the server, the admin's token and `headers()`: a request's headers as the web app sends
 * them, in the admin's session.
 */
export async function startApiSignedIn(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}) {
  const server = await startBuiltApi({
    ...options,
    env: { ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, ...options.env },
  });
  const token: string = await signIn(server.base, createHandshakeHeader, 'admin', benchAdmin);
  return { ...server, token, headers: () => apiHeaders(createHandshakeHeader, token) };
}
