/**
 * A second deployment of the shop, as a browser meets one, for the update-prompt test. The e2e
 * server serves one build, and Playwright cannot route the browser's own service-worker update
 * check, so the test talks to the shop through this small proxy on its own port: everything passes
 * through untouched until `deployNext()`, after which /sw.js has new bytes whose precache names a
 * new revision of index.html, and index.html carries a marker (meta verdant-deployment="next").
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeploymentProxy {
  origin: string;
  deployNext: () => Promise<void>;
  close: () => Promise<void>;
}

export const NEXT_DEPLOYMENT_MARKER = 'meta[name="verdant-deployment"][content="next"]';

async function nextBuildFiles(target: string): Promise<Map<string, string>> {
  const worker = await (await fetch(`${target}/sw.js`)).text();
  const entry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(worker);
  if (!entry) throw new Error('index.html is not in the worker’s precache manifest');
  const html = await (await fetch(`${target}/index.html`)).text();
  return new Map([
    ['/sw.js', worker.replace(entry[0], '{"revision":"next-deployment","url":"index.html"}')],
    ['/index.html', html.replace('<head>', '<head><meta name="verdant-deployment" content="next">')],
  ]);
}

export async function startDeploymentProxy(target: string): Promise<DeploymentProxy> {
  let next: Map<string, string> | null = null;
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    const replaced = next?.get(pathname);
    if (replaced !== undefined) {
      res.writeHead(200, {
        'Content-Type': pathname.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(replaced);
      return;
    }
    const upstream = forward(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deployNext: async () => {
      next = await nextBuildFiles(target);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
