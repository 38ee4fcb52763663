/**
 * `npm run dev`: the API server in watch mode on API_PORT (8787) and Vite with HMR on 5173,
 * proxying /api and /media to it (vite.config.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8787';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The demo shop (generated secrets, demo data) unless the developer says otherwise.
    env: { SHOP_DEMO: 'true', ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
