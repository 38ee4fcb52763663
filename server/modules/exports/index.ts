/**
 * The exports module's public surface: what a list module's export route calls to send its CSV
 * (one at a time per admin, recorded in the audit trail, streamed; docs/decisions/0229-list-exports.md).
 * It has no routes: each list's export is its own module's route, beside the list.
 */
export { adminListRoutes, type ListExport, sendListExport } from './list-export';
export { EXPORT_NOTE } from '../../lib/csv-export';
