/**
 * The served OpenAPI document tells the truth: it lists exactly the routes the server has, each
 * named once, with the security its route enforces (an anonymous call of every secured operation
 * answers 401, of every public one does not) and refusals that all point at the one error envelope.
 */
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { API_BASE } from '../../server/lib/api-path';
import { allowsAnonymous, type SecurityRequirement } from '../../server/lib/openapi';
import { expectNoInternals } from './support/assertions';
import { useTestApp } from './support/app';

const t = useTestApp();

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security: SecurityRequirement[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  info: { version: string; license: { identifier: string }; contact: { url: string } };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>; schemas: Record<string, unknown> };
}

async function servedDocument(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** `/user/orders/{id}` as the route table spells it: `/api/v1/user/orders/:id`. */
const routeUrlOf = (path: string) => `${API_BASE}${path.replace(/\{(\w+)\}/g, ':$1')}`;
const concrete = (path: string) => `${API_BASE}${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;

describe('the OpenAPI document', () => {
  it('describes the API as a whole: version, licence, contact, a relative server, described tags', async () => {
    const document = await servedDocument();
    expect(document.info.version).toBe(packageJson.version);
    expect(document.info.license.identifier).toBe(packageJson.license);
    expect(document.info.contact.url).toBe(`${t.config.publicUrl}/contact`);
    expect(document.servers).toEqual([expect.objectContaining({ url: API_BASE })]);
    for (const tag of document.tags) expect(tag.description, tag.name).not.toBe('');
  });

  it('lists exactly the routes the server has, each with a unique operationId, one known tag and a summary', async () => {
    const document = await servedDocument();
    const operations = operationsOf(document);
    const documented = operations.map(({ method, path }) => `${method} ${routeUrlOf(path)}`).sort();
    const routes = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(documented).toEqual(routes);

    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tagNames = new Set(document.tags.map((tag) => tag.name));
    for (const { method, path, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(tagNames.has(operation.tags[0]!), `${method} ${path} tag ${operation.tags[0]}`).toBe(true);
      expect(operation.summary, `${method} ${path}`).not.toBe('');
    }
  });

  it('declares the security each route enforces', async () => {
    const operations = operationsOf(await servedDocument());
    const authOf = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.auth]));
    const expected = { customer: [{ customerToken: [] }], admin: [{ adminToken: [] }] };
    for (const { method, path, operation } of operations) {
      const auth = authOf.get(`${method} ${routeUrlOf(path)}`);
      if (auth === 'public') expect(allowsAnonymous(operation.security), `${method} ${path}`).toBe(true);
      else expect(operation.security, `${method} ${path}`).toEqual(expected[auth!]);
    }
    const adminEmails = operations.find(({ operation }) => operation.operationId === 'listAdminEmails');
    expect(adminEmails?.operation.security).toEqual([{ adminToken: [] }]);
  });

  it('answers every refusal with the one error envelope: 400 everywhere, 401 where a token is taken', async () => {
    const document = await servedDocument();
    for (const { method, path, operation } of operationsOf(document)) {
      const refusals = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      expect(refusals.map(([status]) => status), `${method} ${path}`).toContain('400');
      const takesToken = operation.security.some((requirement) => Object.keys(requirement).length > 0);
      if (takesToken) expect(refusals.map(([status]) => status), `${method} ${path}`).toContain('401');
      for (const [status, answer] of refusals) {
        const name = answer.$ref?.replace('#/components/responses/', '') ?? '';
        const component = document.components.responses[name];
        expect(component, `${method} ${path} ${status}`).toBeDefined();
        expect(component!.content['application/json']!.schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
      }
    }
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: ['success', 'message', 'data'] });
  });
});

describe('an anonymous call of every documented operation', () => {
  it('answers 401 where the document asks for a token, and never where it does not', async () => {
    const operations = operationsOf(await servedDocument());
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path, operation } of operations) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const where = `${method} ${path} (${operation.operationId}) answered ${res.statusCode}`;
      if (allowsAnonymous(operation.security)) expect(res.statusCode, where).not.toBe(401);
      else expect(res.statusCode, where).toBe(401);
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400) expectNoInternals(res.body);
    }
  });
});
