/**
 * GET and PUT /admin/settings. Saving refreshes the shop's client config too, so the admin's own
 * tab (bag, checkout, policy pages) shows the new figures at once, as every other tab will on its
 * next read (decision 0121).
 */
import { queryOptions } from '@tanstack/react-query';
import { clientConfigQuery } from '../../../api/shop-config/get-client-config';
import type { SettingsUpdate, ShopSettings } from '../../../contracts/admin-settings';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, type ApiResult, unwrap, unwrapResult } from '../../../lib/api-client';
import { privateScope, queryClient } from '../../../lib/server-state';

type SettingsAnswer = { settings: ShopSettings };

const settingsKey = [privateScope('admin'), 'settings'] as const;

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await unwrap(adminApi.get<ApiEnvelope<SettingsAnswer>>('/admin/settings', { signal }))).settings,
  });

export async function saveSettings(update: SettingsUpdate): Promise<ApiResult<SettingsAnswer>> {
  const result = await unwrapResult(adminApi.put<ApiEnvelope<SettingsAnswer>>('/admin/settings', update));
  queryClient.setQueryData(settingsKey, result.data.settings);
  await queryClient.invalidateQueries({ queryKey: clientConfigQuery().queryKey });
  return result;
}
