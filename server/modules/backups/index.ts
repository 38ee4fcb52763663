/** The backups module's public surface: the admin backup download. */
export { backupRoutes } from './routes';
