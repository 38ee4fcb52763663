/**
 * Vitest's global setup for the server tests: the migrated template each test file copies
 * (database-template.ts), handed to the test files with `provide`. The `server-pg` project makes a
 * PostgreSQL template, the `node` project an embedded one.
 */
import type { TestProject } from 'vitest/node';
import { makeEmbeddedTemplate, makePostgresTemplate } from './database-template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'server-pg' && serverUrl) {
    const { name, teardown } = await makePostgresTemplate(serverUrl);
    project.provide('embeddedTemplate', '');
    project.provide('postgresTemplate', name);
    return teardown;
  }
  const { file, teardown } = await makeEmbeddedTemplate();
  project.provide('embeddedTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => teardown();
}
