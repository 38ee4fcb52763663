/**
 * The back office's products module: its routes. Images go through the media module's pipeline;
 * every change records a catalogue change, so the storefront's cache is dropped on commit.
 */
export { adminProductRoutes } from './routes';
