/** How the back office names campaign audiences and statuses (one place for every campaign screen). */
import type { CampaignAudience, CampaignSummary } from '../../../contracts/campaigns';

export const AUDIENCE_LABEL: Record<CampaignAudience, string> = {
  all: 'All customers',
  newsletter: 'Newsletter subscribers',
  lapsed: 'Customers with no recent order',
};

export function audienceLabel(campaign: Pick<CampaignSummary, 'audience' | 'inactiveDays'>): string {
  return campaign.audience === 'lapsed' ? `No order in ${campaign.inactiveDays} days` : AUDIENCE_LABEL[campaign.audience];
}
