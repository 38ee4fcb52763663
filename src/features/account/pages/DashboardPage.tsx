/**
 * /dashboard is in the spec's route table without a screen of its own, and the account icon and
 * sidebar lead to /overview. One page, one address: /dashboard forwards there (decision 0027).
 */
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

export function DashboardPage() {
  return <Navigate to={paths.account.overview.getHref()} replace />;
}
