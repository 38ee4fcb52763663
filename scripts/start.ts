/**
 * `npm start`: the demo shop on a fresh clone, served the way production serves it. It builds the
 * PWA and the server renderer when dist/ is missing or older than their sources, then runs the
 * server in this very process with NODE_ENV=production (React's production build renders the
 * pages) and SHOP_DEMO=true (generated secrets, demo catalogue and logins, test payments:
 * docs/decisions/0171-demo-is-a-named-choice.md). Either can be overridden from the environment.
 * npm runs this as `exec node --import tsx ...`: the shell hands its place to node, so the SIGTERM
 * npm passes on to its child reaches this process, which shuts down in order (without `exec`, npm
 * signalled the shell, exited, and left the server running).
 */
import { buildIfStale } from './build-if-stale';

process.env.NODE_ENV ??= 'production';
process.env.SHOP_DEMO ??= 'true';

const failed = buildIfStale();
if (failed !== null) process.exit(failed);

// Imported only now: React reads NODE_ENV once, when the server renderer first loads it.
const { reportStartFailure, startServer } = await import('../server/main');
await startServer().catch((error: unknown) => {
  reportStartFailure(error);
  process.exit(1);
});
