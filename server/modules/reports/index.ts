/**
 * The back office's reports module: its routes (read-only figures over paid orders, customers and
 * products, and their CSV) and the job that folds the daily summaries they read.
 */
export { adminReportRoutes } from './admin-routes';
export { compactSalesSummaries, SUMMARIES_JOB, summariesCompactionJob } from './summary-compaction';
