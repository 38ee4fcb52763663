/**
 * What a campaign page shows while the campaign loads, when it does not exist and when the load
 * failed ('Failed to fetch campaign', with Retry). Shared by the campaign's page and its editor.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CampaignDetail } from '../../../contracts/campaigns';
import { RecordLoadState } from '../../../components/admin/RecordLoadState';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';

const PLACEHOLDER = (
  <div className="flex justify-center py-20">
    <Spinner label="Loading the campaign" />
  </div>
);

export function CampaignLoadState({ query, header }: { query: UseQueryResult<CampaignDetail>; header: ReactNode }) {
  return (
    <RecordLoadState
      header={header}
      query={query}
      placeholder={PLACEHOLDER}
      noun="campaign"
      list={{ to: paths.admin.campaigns.getHref(), label: 'See all campaigns' }}
      failure="Failed to fetch campaign"
    />
  );
}
