/**
 * /account-details: profile picture, names / email / phone, password, notifications about orders on
 * this device, and deleting the account.
 * The details come from GET /user/account (the session holds no phone), which also refreshes the
 * names and picture the navigation shows, in case they changed on another device.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error';
import { accountKeys } from '../api/account-queries';
import { getAccount } from '../api/get-account';
import { useAccountSession } from '../account-session';
import { AccountHeader } from '../components/AccountHeader';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccount } from '../components/DeleteAccount';
import { OrderNotifications } from '../components/OrderNotifications';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { SettingsSection } from '../components/SettingsSection';
import { LoadError } from '../../../components/StatusPanels';
import { BlockSkeleton } from '../../../components/Skeletons';
import { formatMonth } from '../../../lib/format';

export function AccountDetailsPage() {
  const { updateUser } = useAccountSession();
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: accountKeys.account,
    queryFn: async () => {
      const fresh = await getAccount();
      updateUser({ firstName: fresh.firstName, lastName: fresh.lastName, email: fresh.email, profileImage: fresh.profileImage });
      return fresh;
    },
  });
  const account = details.isSuccess ? details.data : null;

  return (
    <>
      <AccountHeader
        title="Account Details"
        description={
          account ? (
            <>A member since {formatMonth(account.memberSince)}. Keep your details up to date for smooth deliveries.</>
          ) : (
            'Keep your details up to date for smooth deliveries.'
          )
        }
      />
      <div className="flex flex-col gap-4">
        <SettingsSection id="photo-title" title="Profile photo" description="Shown in your account and the navigation.">
          <ProfilePhoto />
        </SettingsSection>

        <SettingsSection id="details-title" title="Personal details" description="Used for your orders and delivery updates.">
          {details.isPending ? <BlockSkeleton className="h-48" label="Loading your details" /> : null}
          {details.isError ? (
            <LoadError message={apiErrorMessage(details.error, 'Failed to fetch account details')} onRetry={() => void details.refetch()} />
          ) : null}
          {account ? <PersonalDetailsForm account={account} onSaved={(saved) => queryClient.setQueryData(accountKeys.account, saved)} /> : null}
        </SettingsSection>

        <SettingsSection
          id="password-title"
          title="Password"
          description="Changing it signs you out everywhere else; this device stays signed in."
        >
          <ChangePasswordForm />
        </SettingsSection>

        <OrderNotifications variant="settings" />

        <SettingsSection id="delete-title" tone="danger" title="Delete account" description="This cannot be undone.">
          <DeleteAccount />
        </SettingsSection>
      </div>
    </>
  );
}
