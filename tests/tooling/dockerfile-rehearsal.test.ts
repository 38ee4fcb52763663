/**
 * The Dockerfile stays on a maintained Node line, and the rehearsal (scripts/dockerfile-rehearsal.ts,
 * decision 0293) reads it as Docker does: continued lines joined, ENV pairs, which RUN lines set up
 * the container's own filesystem. The rehearsal itself (an npm ci and a build on that line) is run
 * by hand: `npm run rehearse:dockerfile`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeMajorOf, parseDockerfile, parseEnv, pathsOutside } from '../../scripts/dockerfile-rehearsal';
import { root } from '../../scripts/production-command';

const instructions = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));

describe('the Dockerfile as the rehearsal reads it', () => {
  it('builds and runs every stage on Node 22 or 24, the maintained lines', () => {
    const majors = instructions.filter((i) => i.keyword === 'FROM').map((i) => nodeMajorOf(i.args.split(' ')[0]!));
    expect(majors.length).toBeGreaterThanOrEqual(2);
    for (const major of majors) expect([22, 24]).toContain(major);
  });

  it('joins a continued ENV into one instruction of NAME=value pairs', () => {
    const env = instructions.filter((i) => i.keyword === 'ENV').map((i) => parseEnv(i.args));
    expect(env).toContainEqual(expect.objectContaining({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' }));
    expect(instructions.some((i) => i.keyword.startsWith('#') || i.args.includes('\\'))).toBe(false);
  });

  it('refuses what it cannot rehearse rather than guessing', () => {
    expect(() => nodeMajorOf('debian:12-slim')).toThrow(/official node images/);
    expect(() => parseEnv('NODE_ENV production')).toThrow(/NAME=value/);
  });

  it('tells a RUN that sets up the container apart from one inside the stage’s folder', () => {
    expect(pathsOutside('mkdir -p /data && chown node:node /data', '/app')).toEqual(['/data', '/data']);
    expect(pathsOutside('npm run build && npm prune --omit=dev', '/app')).toEqual([]);
    expect(pathsOutside('cp /app/dist/index.html /app/public/', '/app')).toEqual([]);
    expect(pathsOutside('ls /application', '/app')).toEqual(['/application']);
  });
});
