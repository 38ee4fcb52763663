import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's router. Creating it matches the URL against the whole route table, so main.tsx does it in a task of its own. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
