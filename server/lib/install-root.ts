/**
 * The folder the shop is installed in: the nearest one above this code that holds package.json.
 * Found from the code's own file, never from the working directory, so the production command
 * started from another folder (`cd /tmp && node /srv/verdant/dist/server/app/main.mjs`) still
 * serves the storefront from the install's dist/ and keeps its default data in the install's
 * data/ (docs/decisions/0258-deployment-traps.md). The same walk works for the sources
 * (server/lib/) and the compiled bundle (dist/server/app/).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function installRootOf(file: string): string {
  let dir = path.dirname(file);
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${file}: the shop's files are not where they were installed`);
    dir = parent;
  }
}

export const INSTALL_ROOT = installRootOf(fileURLToPath(import.meta.url));
