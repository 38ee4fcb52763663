import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayAutoReload, noteAutoReload, RELOAD_LOOP_WINDOW_MS } from '../../../src/lib/chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/ShopPage-abc.js',
    'TypeError: failed to fetch dynamically imported module',
    'Loading chunk 42 failed.',
    'Loading CSS chunk 7 failed. (https://shop.example/assets/x.css)',
    'LOADING CHUNK failed',
    'Loading failed for the module with source "https://shop.example/assets/a.js".',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
    expect(isChunkLoadError({ message })).toBe(true);
  });

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('chunk x');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Network Error',
    null,
    undefined,
    42,
    { status: 404 },
  ])('does not treat %s as a chunk failure', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reload loop guard', () => {
  it('allows one automatic reload, then not again within the window', () => {
    const now = 1_000_000;
    expect(mayAutoReload(now)).toBe(true);
    noteAutoReload(now);
    expect(mayAutoReload(now + 500)).toBe(false);
    expect(mayAutoReload(now + RELOAD_LOOP_WINDOW_MS + 1)).toBe(true);
  });
});
