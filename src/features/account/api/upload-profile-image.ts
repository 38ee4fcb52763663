import type { AccountView } from '../../../contracts/account';
import { customerUpload, unwrap } from '../../../lib/api-client';

/**
 * PUT /user/account/profile-image, multipart with one file part (the route takes the first file,
 * whatever its field name; "file" is the name its error messages use). The server re-encodes the
 * picture to WebP and refuses SVG and non-images; 30 s timeout (docs/product/constants-and-texts.md#timeouts).
 */
export async function uploadProfileImage(file: File): Promise<AccountView> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { user } = await unwrap(customerUpload<{ user: AccountView }>('/user/account/profile-image', body));
  return user;
}
