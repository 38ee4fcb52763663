/**
 * One error format for the whole API: `{ success: false, message, data: null }`, with `errors`
 * naming the fields on validation failures. Nothing internal (stack, SQL, file path, library
 * message, framework error code) ever reaches a client: unexpected errors are logged and answered
 * with a generic 500, or with a 503 when the database does not answer a ping (the failure was the
 * database going away, not a bug: plugins/availability.ts). Errors Fastify raises while routing,
 * before any route or hook runs (a malformed URL, an over-long path parameter), come through
 * `routingErrorAnswer` instead, and what Node's HTTP parser refuses before there is a request
 * (oversized headers, broken framing) through `clientErrorAnswer`.
 *
 * What the parser refuses is whatever a client chooses to send, so it is logged as one warning
 * line a minute at most (lib/sampled-log.ts), with the parser's code and reason and no stack nor
 * the raw bytes (which may hold a token or a password). A body whose chunked framing breaks
 * half-way is refused by the parser too, which closes the connection, and the request being read
 * fails as aborted: that failure is answered without a second line (nobody is left to read it).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { App } from '../app-types';
import { isReachable } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { sampledLog } from '../lib/sampled-log';
import { answerUnavailable } from './availability';
import { sendRequestId } from './request-id';

type FieldError = { field: string; message: string };

function send(reply: FastifyReply, statusCode: number, message: string, errors?: FieldError[]) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, data: null, ...(errors?.length ? { errors } : {}) });
}

function validationFieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: where || error.validationContext || 'body', message: issue.message ?? 'is not valid' };
  });
}

/** Fastify's own client errors, by code, with messages a shopper or admin can act on. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request has an invalid Content-Length'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_BAD_URL: [400, 'The request URL is malformed'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The request URL is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
  FST_FILES_LIMIT: [413, 'Too many files in one request'],
  FST_PARTS_LIMIT: [413, 'Too many parts in one request'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in one request'],
};

export function registerErrorHandling(app: App): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.fieldErrors);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationFieldErrors(error);
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : 'The request is not valid';
      return send(reply, 400, message, errors);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'answer did not match its schema');
      return send(reply, 500, 'Something went wrong on our side. Please try again.');
    }

    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, known[0], known[1]);

    // The body stopped arriving: its framing broke half-way (clientErrorAnswer logged that) or the
    // client went away. Fastify marks both 400 while reading the body.
    if (error.statusCode === 400 && (isParserError(error) || error.code === 'ECONNRESET')) return send(reply, MALFORMED[0], MALFORMED[1]);

    // The rate limiter throws the answer we built for it (plugins/rate-limit.ts), message included.
    if (error.statusCode === 429)
      return send(reply, 429, error.message || 'Too many requests. Please slow down and try again shortly.');

    // Other 4xx raised by Fastify or its plugins carry safe, short messages of their own making,
    // but may quote input; keep only a generic sentence per status class.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, error.statusCode, 'The request could not be processed');
    }

    if (!(await isReachable(app.database))) {
      request.log.error({ err: error }, 'request failed: the database is not reachable');
      return answerUnavailable(request, reply, app.config.supportEmail);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}

/**
 * Fastify's `frameworkErrors` option: answers the errors raised while routing, which reach neither
 * the error handler nor the onRequest hooks. So the security headers are set here too, and the
 * message is ours: Fastify's own answer names its error code and echoes the URL.
 */
export function routingErrorAnswer(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ err: error }, 'request refused while routing');
    const [statusCode, message] = FRAMEWORK_ERRORS[error.code] ?? [400, 'The request could not be processed'];
    reply.headers(headers);
    sendRequestId(request, reply);
    return send(reply, statusCode, message);
  };
}

/** What Node's HTTP parser refuses, by its error code, before Fastify sees a request. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
const MALFORMED: [number, string] = [400, 'The request is malformed and could not be read'];
const isParserError = (error: { code?: string }) => error.code?.startsWith('HPE_') === true;
/** At most one line a minute about refused requests: a client can send them as fast as it likes. */
export const PARSER_LOG_INTERVAL_MS = 60_000;

/**
 * Fastify's `clientErrorHandler` option: answers what the HTTP parser refuses before there is a
 * request (headers over Node's limit, broken framing such as Content-Length with chunked encoding),
 * in the API's envelope with the security headers, written straight to the socket as Node's own
 * answer would be. Fastify's default answers in its own shape ("Client Error").
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  const refusals = sampledLog(PARSER_LOG_INTERVAL_MS);
  // Fastify calls it bound to the instance (its log is `this.log`).
  return function answer(this: FastifyInstance, error: NodeJS.ErrnoException & { reason?: string }, socket: Socket) {
    // A reset connection is gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [statusCode, message] = (error.code ? PARSER_ERRORS[error.code] : undefined) ?? MALFORMED;
    refusals.warn(this.log, { code: error.code, reason: error.reason ?? error.message, status: statusCode }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const body = JSON.stringify({ success: false, message, data: null });
      const lines = [
        `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** Unknown /api routes answer a JSON 404 (never the SPA's index.html). */
export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'No such API route');
}

/** Anything else that is not there (a missing file, an unknown non-page URL). */
export function notFound(reply: FastifyReply) {
  return send(reply, 404, 'Not found');
}
