/**
 * Serves the built PWA and uploaded images from the API's own port.
 *
 * Hashed assets are immutable for a year and carry no validators; index.html, sw.js and the
 * manifest are revalidated on every load so a new deploy is picked up. Client routes fall back to index.html; /api never
 * does. Media files are named by a fresh id per upload, so they are immutable too. A page that
 * could not be rendered because the database is gone is a 503 page, never the 200 shell: the
 * shell would show an empty shop (plugins/availability.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types';
import type { Config } from '../config';
import { isReachable } from '../db/client';
import { answerUnavailable } from './availability';
import { apiNotFound, notFound } from './errors';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const YEAR = 'public, max-age=31536000, immutable';

/**
 * What a page navigation needs besides index.html. Given by the app (server rendering knows
 * the pages), so this plugin serves files without knowing any module.
 */
export interface PageServing {
  /** `Link` header values for the page at this path (preloads of its data and lead picture). */
  hintsFor(pathname: string): Promise<string[]>;
  /**
   * Answers the navigation with a server-rendered page, or says to send the shell (with which
   * status). Absent when there is no server build: every page gets the shell.
   */
  serve?(request: FastifyRequest, reply: FastifyReply): Promise<{ served: true } | { served: false; shellStatus: number }>;
}

export async function registerStatic(app: App, config: Config, pages: PageServing): Promise<void> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('Cache-Control', YEAR);
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });

  const hasPwa = existsSync(path.join(config.distDir, 'index.html'));
  if (hasPwa) {
    // Source maps hold the full sources and are for reading error reports, not for the public
    // (decision 0216).
    const notSourceMap = (pathName: string) => !pathName.endsWith('.map');
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      // Served below, with headers of their own.
      globIgnore: ['assets/**'],
      // dist/server is the server's own render code, not a file for browsers.
      allowedPath: (pathName: string) => !pathName.startsWith('/server/') && notSourceMap(pathName),
      index: false,
      // dist/ holds .br and .gz copies made at build time (scripts/precompress-plugin.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // The file sent may be the pre-compressed copy (index.html.br): judge by the original name.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        response.setHeader('Cache-Control', NO_CACHE_FILES.has(name) ? 'no-cache' : 'public, max-age=3600');
      },
    });
    // The build's hashed files are named by their content, so a browser never asks for one again
    // and never for a part of one: no validators (ETag, Last-Modified) nor Accept-Ranges, which a
    // first visit would receive some thirty times while it starts up (decision 0287).
    await app.register(fastifyStatic, {
      root: path.join(config.distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: false,
      allowedPath: notSourceMap,
      index: false,
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (response) => response.setHeader('Cache-Control', YEAR),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return apiNotFound(reply);
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (hasPwa && wantsPage) {
      let shellStatus = 200;
      if (pages.serve) {
        const outcome = await pages.serve(request, reply).catch(async (error: unknown) => {
          if (!(await isReachable(app.database))) {
            request.log.error({ err: error }, 'server rendering failed: the database is not reachable');
            return null;
          }
          // A page that cannot be rendered still works: the browser renders it from the shell.
          request.log.error({ err: error }, 'server rendering failed; sending the shell');
          return { served: false as const, shellStatus: 200 };
        });
        if (!outcome) return answerUnavailable(request, reply, config.supportEmail);
        if (outcome.served) return reply;
        shellStatus = outcome.shellStatus;
      }
      // Account, checkout, sign-in and back-office routes: the shell, and the browser renders.
      const hints = await pages.hintsFor(pathname).catch((error: unknown) => {
        request.log.warn({ err: error }, 'no preload hints for this page');
        return [];
      });
      if (hints.length) reply.header('Link', hints.join(', '));
      return reply.code(shellStatus).header('Cache-Control', 'no-cache').sendFile('index.html', config.distDir);
    }
    return notFound(reply);
  });
}
