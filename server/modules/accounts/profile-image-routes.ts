/**
 * PUT /user/account/profile-image (multipart, one file field). Multipart parsing is registered in
 * this plugin's scope only, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { accountView } from '../../../src/contracts/account';
import { envelope } from '../../../src/contracts/envelope';
import type { App } from '../../app-types';
import { badRequest } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { toAccountView } from './customer-service';
import { PROFILE_IMAGE_MAX_BYTES, setProfileImage } from './profile-image';

export async function profileImageRoutes(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.put(
    '/user/account/profile-image',
    {
      config: { auth: 'customer', errors: [413, 415] },
      // Room for the 5 MB file plus the multipart framing; the file limit itself is exact.
      bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        operationId: 'updateProfileImage',
        tags: [TAG.account],
        summary: 'Upload a profile picture (JPEG, PNG, WebP, AVIF or GIF, up to 5 MB)',
        description: 'multipart/form-data with one file field. The picture is re-encoded to WebP; SVG and non-images are refused.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ user: accountView })) },
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file) throw badRequest('Choose an image to upload', [{ field: 'file', message: 'An image file is required' }]);
      const upload = await file.toBuffer();
      const updated = await setProfileImage({ db: app.db, uploadsDir: app.config.uploadsDir }, customerIdOf(request), upload);
      return ok({ user: toAccountView(updated) }, 'Your profile picture has been updated');
    },
  );
}
