/**
 * "History": a record's page links to the audit trail filtered to that record (decision 0224), so
 * who changed this order or product, and when, is one click from it; for the roles that may read
 * the trail (decision 0250).
 */
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { HistoryIcon } from '../icons/icons';
import { useAdminMay } from './admin-powers';

export function HistoryLink({ type, id }: { type: 'order' | 'product' | 'customer' | 'campaign'; id: string }) {
  if (!useAdminMay('audit')) return null;
  return (
    <Link to={paths.admin.audit.getHref({ type, id })} className="btn-secondary">
      <HistoryIcon size={17} /> History
    </Link>
  );
}
