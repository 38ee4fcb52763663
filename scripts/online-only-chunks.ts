/**
 * Which built chunks the service worker leaves out of its precache. The back office and the
 * customer account need the server for everything they show, so a shopper installing the shop
 * should not download them first; they load on demand like any page of a website. A chunk is
 * "online only" when every module in it comes from those areas; a chunk shared with the
 * storefront (forms, contracts, the address form checkout also uses) stays in the precache.
 *
 * Such chunks are written under `assets/online/`, and vite.config.ts tells the precache to skip
 * that folder, so the rule lives in one place and the build output shows it.
 */

/** Source folders whose code is only of use with a connection (admin, account). */
export const ONLINE_ONLY_SOURCES: readonly RegExp[] = [
  /\/src\/features\/admin-[^/]+\//,
  /\/src\/features\/account\//,
  /\/src\/app\/layouts\/admin\//,
  /\/src\/app\/layouts\/account\//,
  // The back office's UI kit: shared by the admin screens, used by nothing else.
  /\/src\/components\/admin\//,
];

/**
 * Code that belongs to no area: npm packages and the API contracts. The bundler puts a module in
 * a chunk with the modules that exactly the same pages load, so such a module found beside admin
 * or account code is loaded only by those pages (the chart library the dashboard alone uses, the
 * admin list contracts); wherever the storefront also loads it, it sits in a chunk of its own or
 * with storefront code, which stays precached. See docs/decisions/0089.
 */
export const AREA_NEUTRAL_SOURCES: readonly RegExp[] = [/\/node_modules\//, /\/src\/contracts\//];

export const ONLINE_ONLY_DIR = 'assets/online';
/** The precache glob that leaves them out (injectManifest.globIgnores). */
export const ONLINE_ONLY_GLOB = `${ONLINE_ONLY_DIR}/**`;

const normalise = (id: string) => id.replace(/\\/g, '/');

const inOnlineArea = (id: string) => ONLINE_ONLY_SOURCES.some((area) => area.test(normalise(id)));
const isAreaNeutral = (id: string) => AREA_NEUTRAL_SOURCES.some((area) => area.test(normalise(id)));

/** Some admin or account code, and nothing but that and area-neutral code (packages, contracts). */
export function isOnlineOnlyChunk(moduleIds: readonly string[]): boolean {
  return moduleIds.some(inOnlineArea) && moduleIds.every((id) => inOnlineArea(id) || isAreaNeutral(id));
}

/** rolldown's output.chunkFileNames: Vite's default name, under assets/online/ for online-only chunks. */
export function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  return isOnlineOnlyChunk(chunk.moduleIds) ? `${ONLINE_ONLY_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
