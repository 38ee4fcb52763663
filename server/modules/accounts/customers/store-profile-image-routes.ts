/**
 * PUT /user/account/profile-image (multipart, one file field). Multipart parsing is accepted in
 * this plugin's scope only (server/lib/multipart.ts), so no other route takes multipart bodies.
 */
import { z } from 'zod';
import { accountView } from '#contracts/account';
import { envelope } from '#contracts/envelope';
import type { App } from '../../../app-types';
import { badRequest } from '../../../lib/http-errors';
import { acceptMultipart, readUpload, type UploadLimits, uploadBodyLimit } from '../../../lib/multipart';
import { TAG } from '../../../lib/openapi';
import { ok } from '../../../lib/reply';
import { route, routesOf } from '../../../lib/routes';
import { customerIdOf } from '../../../plugins/auth';
import { toAccountView } from './customer-service';
import { pendingEmailOf } from './email-change';
import { PROFILE_IMAGE_MAX_BYTES, setProfileImage } from './profile-image';

const PROFILE_UPLOAD: UploadLimits = { fileBytes: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldBytes: 1024 };

export async function storeProfileImageRoutes(app: App): Promise<void> {
  await acceptMultipart(app, PROFILE_UPLOAD);

  routesOf(app, [
    route({ method: 'PUT', url: '/user/account/profile-image', config: { auth: 'customer', errors: [413, 415] },
      bodyLimit: uploadBodyLimit(PROFILE_UPLOAD),
      schema: {
        operationId: 'updateProfileImage',
        tags: [TAG.account],
        summary: 'Upload a profile picture (JPEG, PNG, WebP, AVIF or GIF, up to 5 MB)',
        description: 'multipart/form-data with one file field. The picture is re-encoded to WebP; SVG and non-images are refused.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ user: accountView })) },
      },
      handler: async (request) => {
        const [file] = (await readUpload(request)).files;
        if (!file) throw badRequest('Choose an image to upload', [{ field: 'file', message: 'An image file is required' }]);
        const updated = await setProfileImage({ db: app.db, uploadsDir: app.config.uploadsDir }, customerIdOf(request), file.data);
        return ok({ user: toAccountView(updated, await pendingEmailOf(app.db, updated.customer.id)) }, 'Your profile picture has been updated');
      },
    }),
  ]);
}
