/**
 * JSON request bodies, parsed as Fastify does by default (prototype and constructor poisoning
 * refused) with one difference: an empty body sent with a JSON content type is no body at all.
 * HTTP clients and proxies often label a body-less PUT or POST `application/json` (fulfil, ship,
 * cancel, log out), and such a call must work like one with no content type. A route that needs a
 * body still refuses the missing one through its own schema, with a message naming it
 * (docs/decisions/0160).
 */
import type { App } from '../app-types';

export function registerJsonBodies(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
