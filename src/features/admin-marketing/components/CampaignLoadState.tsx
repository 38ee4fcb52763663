/**
 * What a campaign page shows while the campaign loads, when it does not exist and when the load
 * failed ('Failed to fetch campaign', with Retry). Shared by the campaign's page and its editor.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CampaignDetail } from '../../../contracts/campaigns';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { apiErrorMessage, responseStatus } from '../../../lib/api-error';

export function CampaignLoadState({ query }: { query: UseQueryResult<CampaignDetail> }) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading the campaign" />
      </div>
    );
  }
  if ([400, 404].includes(responseStatus(query.error) ?? 0)) {
    return (
      <EmptyState
        title="We couldn't find that campaign"
        action={
          <Link to={paths.admin.campaigns.getHref()} className="btn-primary">
            See all campaigns
          </Link>
        }
      >
        It may have been deleted, or the link may be incomplete.
      </EmptyState>
    );
  }
  return <LoadError message={apiErrorMessage(query.error, 'Failed to fetch campaign')} onRetry={() => void query.refetch()} />;
}
