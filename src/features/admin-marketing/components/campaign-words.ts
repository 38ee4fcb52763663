/** How the back office names campaign audiences and statuses, and which statuses allow changes (one place for every campaign screen). */
import type { CampaignAudience, CampaignStatus, CampaignSummary } from '../../../contracts/campaigns';

export const AUDIENCE_LABEL: Record<CampaignAudience, string> = {
  all: 'All customers',
  newsletter: 'Newsletter subscribers',
  lapsed: 'Customers with no recent order',
};

export function audienceLabel(campaign: Pick<CampaignSummary, 'audience' | 'inactiveDays'>): string {
  return campaign.audience === 'lapsed' ? `No order in ${campaign.inactiveDays} days` : AUDIENCE_LABEL[campaign.audience];
}

/** Draft and scheduled campaigns can be edited, scheduled, sent or deleted (the server's EDITABLE); sending and sent ones are read-only. */
export const isEditable = (campaign: { status: CampaignStatus }): boolean => campaign.status === 'draft' || campaign.status === 'scheduled';
