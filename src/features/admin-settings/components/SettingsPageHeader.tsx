/**
 * The header of a page that sits under Settings (staff, audit trail, outbox): "Settings" above the
 * title and a link back to the settings page, so each of them says where it belongs the same way.
 */
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';

export function SettingsPageHeader({ title, description }: { title: string; description: ReactNode }) {
  return <AdminPageHeader eyebrow="Settings" title={title} description={description} back={{ to: paths.admin.settings.getHref(), label: 'Settings' }} />;
}
