/** The backups module's public surface: the admin backup download. */
export { adminBackupRoutes } from './admin-routes';
