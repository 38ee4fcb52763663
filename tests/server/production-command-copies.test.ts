/**
 * The production command is written out in three places a reader copies from: the Dockerfile's CMD,
 * `npm run serve` and the README's Production guide. Each must run what scripts/production-command.ts
 * says (its memory flags among them, decisions 0286 and 0292), so that a flag added there is not
 * missing from the command an operator actually runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_MEMORY_FLAGS, PRODUCTION_ENV, root, SERVER_SCRIPT } from '../../scripts/production-command';

const read = (name: string) => readFileSync(path.join(root, name), 'utf8');
const expectedArgs = ['--enable-source-maps', ...NODE_MEMORY_FLAGS, SERVER_SCRIPT];
const environment = Object.entries(PRODUCTION_ENV).map(([name, value]) => `${name}=${value}`);

describe('the production command as written out', () => {
  it('is the Dockerfile’s CMD, with the environment set beside it', () => {
    const dockerfile = read('Dockerfile');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd, 'the Dockerfile has an exec-form CMD').not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...expectedArgs]);
    for (const variable of environment) expect(dockerfile).toContain(variable);
  });

  it('is what npm run serve runs', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve!;
    expect(serve).toBe(`${environment.join(' ')} exec node ${expectedArgs.join(' ')}`);
  });

  it('is the command in the README’s Production guide', () => {
    expect(read('README.md')).toContain(`NODE_ENV=production ${environment.join(' ')} node ${expectedArgs.join(' ')}`);
  });
});
