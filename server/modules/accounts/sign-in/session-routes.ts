/**
 * The routes customers and admins share word for word: login, forgot-password, reset-password
 * and logout under /user or /admin. Only the session answer differs (data.user or data.admin),
 * so each side passes its own schema and builder; the operationIds name the side (loginCustomer,
 * loginAdmin). Sign-in and reset answers add a device proof (device-proofs.ts) for the browser to
 * send with its next sign-in.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forgotPasswordBody, loginBody, resetPasswordBody } from '#contracts/auth';
import { envelope } from '#contracts/envelope';
import type { App } from '../../../app-types';
import { adminIdOf, customerIdOf } from '../../../plugins/auth';
import type { ApiTag } from '../../../lib/openapi';
import { keepSessionOutOfCaches, ok } from '../../../lib/reply';
import { type DeclaredRoute, route } from '../../../lib/routes';
import type { DbOrTx } from '../../../db/client';
import { type AccountKind, credentialsById, revokeTokens } from '../passwords/credentials';
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from '../passwords/password-reset';
import { type SignedIn, signIn } from './sign-in';
import type { DeviceProofs } from './device-proofs';
import type { Throttle } from '../throttles/throttle';

/** What guards sign-in: the brute-force counters and the device proofs that let owners past the delay. */
export interface SignInGuards {
  throttle: Throttle;
  deviceProofs: DeviceProofs;
}

/**
 * A fresh proof that this browser signed in to the account, bound to its password of this moment
 * (device-proofs.ts): read back from the row, so it is the hash the account has after this request.
 */
export async function deviceProofFor(deps: { db: DbOrTx; deviceProofs: DeviceProofs }, kind: AccountKind, id: string): Promise<string> {
  const account = await credentialsById(deps.db, kind, id);
  if (!account) throw new Error(`${kind} ${id} vanished before its device proof was issued`);
  return deps.deviceProofs.issue(kind, account);
}

/** A sign-in answer plus a fresh proof that this browser signed in to the account (deviceProofFor). */
export function provenSessionOf<T extends object>(
  deps: { db: DbOrTx; deviceProofs: DeviceProofs },
  kind: AccountKind,
  sessionOf: (signedIn: SignedIn) => Promise<T>,
): (signedIn: SignedIn) => Promise<T & { deviceProof: string }> {
  return async (signedIn) => ({ ...(await sessionOf(signedIn)), deviceProof: await deviceProofFor(deps, kind, signedIn.id) });
}

export interface SessionSpec<S extends z.ZodType> {
  kind: AccountKind;
  prefix: '/user' | '/admin';
  tag: ApiTag;
  /** The data of a sign-in answer. */
  session: S;
  sessionOf(signedIn: SignedIn): Promise<z.output<S>>;
}

const idOf = (kind: AccountKind, request: FastifyRequest): string =>
  kind === 'customer' ? customerIdOf(request) : adminIdOf(request);

const blank = envelope(z.null());

const OPERATION_NOUN: Record<AccountKind, string> = { customer: 'Customer', admin: 'Admin' };

/** The four rows of one side, for that side's route table. */
export function sharedAuthRoutes<S extends z.ZodType>(app: App, guards: SignInGuards, spec: SessionSpec<S>): DeclaredRoute[] {
  const { kind, prefix, tag } = spec;
  const deps = { db: app.db, store: app.store, ...guards };
  // Every session schema is an object (customerSession, adminSession); zod's generic cannot say so.
  const provenSession = provenSessionOf(deps, kind, async (signedIn) => (await spec.sessionOf(signedIn)) as object);
  // Widened on purpose: fastify cannot check a handler against a generic schema; SessionSpec<S>
  // already ties sessionOf to the schema, and the serializer checks every answer at run time.
  const sessionAnswer = envelope(spec.session as z.ZodType);
  const who = kind === 'customer' ? 'account' : 'admin account';
  const noun = OPERATION_NOUN[kind];

  return [
    route({ method: 'POST', url: `${prefix}/login`, config: { auth: 'public', errors: [401] },
      onRequest: keepSessionOutOfCaches,
      schema: {
        operationId: `login${noun}`,
        tags: [tag],
        summary: `Sign in to an ${who} with email and password`,
        description:
          'Throttled (429): the 10th failure for one email from one address within 15 minutes, 20 failures from one address; past 10 failures from all addresses together, each further one delays the next attempt (1 s doubling to 5 min). ' +
          'A deviceProof from an earlier answer for this email skips that delay and has an allowance of its own instead (the 10th failure in an hour answers 429); ' +
          'one issued before the account\'s last password change or reset is no proof. ' +
          'The answer carries a new deviceProof for the next sign-in.',
        body: loginBody,
        response: { 200: sessionAnswer },
      },
      handler: async (request) => ok(await provenSession(await signIn(deps, kind, request.body, request.ip)), 'Signed in'),
    }),
    route({ method: 'POST', url: `${prefix}/forgot-password`, config: { auth: 'public' },
      schema: {
        operationId: `request${noun}PasswordReset`,
        tags: [tag],
        summary: 'Email a single-use password reset link, valid for one hour',
        description: 'Answers the same whether or not an account exists for the email.',
        body: forgotPasswordBody,
        response: { 200: blank },
      },
      handler: async (request) => {
        await requestPasswordReset({ ...deps, publicUrl: app.config.publicUrl }, kind, request.body.email, request.ip);
        return ok(null, RESET_REQUESTED);
      },
    }),
    route({ method: 'POST', url: `${prefix}/reset-password`, config: { auth: 'public' },
      onRequest: keepSessionOutOfCaches,
      schema: { operationId: `reset${noun}Password`, tags: [tag], summary: 'Set a new password with the emailed token; signs in and signs out every other session', body: resetPasswordBody, response: { 200: sessionAnswer } },
      handler: async (request) => {
        const signedIn = await resetPassword({ ...deps, places: app.config }, kind, request.body, request.ip);
        // The emailed link proves the owner as well as a sign-in does: this browser is known from now on.
        return ok(await provenSession(signedIn), 'Your password has been reset');
      },
    }),
    route({ method: 'POST', url: `${prefix}/logout`, config: { auth: kind },
      schema: { operationId: `logout${noun}`, tags: [tag], summary: 'Sign out everywhere: every token issued so far stops working', response: { 200: blank } },
      handler: async (request) => {
        await revokeTokens(app.db, kind, idOf(kind, request));
        return ok(null, 'Signed out');
      },
    }),
  ];
}
