/**
 * /admin/products/{id}/variants: a product's sizes, each added, edited, moved, removed and given a
 * picture on its own (docs/decisions/0251-admin-sizes.md). JSON bodies, except the picture
 * (multipart, one file, accepted in this plugin's scope only). Every answer is the product as the
 * back office reads it, with its sizes in order, as the product routes answer.
 */
import {
  oneAdminProduct,
  PRODUCT_IMAGE_MAX_BYTES,
  variantCreateBody,
  variantParams,
  variantRemoval,
  variantUpdateBody,
  VARIANT_IMAGE_FIELD,
} from '#contracts/admin-products';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { acceptMultipart, readUpload, type UploadLimits, uploadBodyLimit } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { actorOf } from '../audit';
import { adminProductDetail } from './admin-product-view';
import { adminProductRouteParts } from './admin-route-parts';
import { addSize, changeSize, removeSize, removeSizeImage, setSizeImage } from './variant-changes';
import { route, routesOf } from '../../lib/routes';

const PICTURE_UPLOAD: UploadLimits = { fileBytes: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 1 };

export async function adminVariantRoutes(app: App): Promise<void> {
  await acceptMultipart(app, PICTURE_UPLOAD);
  const { tags, deps, productAnswer } = adminProductRouteParts(app);

  routesOf(app, [
    route({ method: 'POST', url: '/admin/products/:id/variants', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'createAdminProductVariant',
        tags,
        summary: 'Add a size to a product: its name, SKU, price (pence) and stock; it goes after the others',
        description: 'A SKU another size has, in any case, answers 409. An active product refuses a size at £0.',
        consumes: ['application/json'],
        params: idParam,
        body: variantCreateBody,
        response: { 201: envelope(oneAdminProduct) },
      },
      handler: async (request, reply) => {
        await addSize(deps, actorOf(request), request.params.id, request.body);
        return reply.code(201).send(ok({ product: await adminProductDetail(app.db, request.params.id) }, 'Size added'));
      },
    }),
    route({ method: 'PUT', url: '/admin/products/:id/variants/:variantId', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'updateAdminProductVariant',
        tags,
        summary: 'Edit one size: any of its name, SKU, price, stock and position (its place among the sizes on sale, from 0)',
        description: 'Moving a size to a position moves the sizes between up or down by one. A SKU another size has answers 409.',
        consumes: ['application/json'],
        params: variantParams,
        body: variantUpdateBody,
        response: productAnswer,
      },
      handler: async (request) => {
        const { id, variantId } = request.params;
        await changeSize(deps, actorOf(request), id, variantId, request.body);
        return ok({ product: await adminProductDetail(app.db, id) }, 'Size updated');
      },
    }),
    route({ method: 'DELETE', url: '/admin/products/:id/variants/:variantId', config: { auth: 'admin', errors: [404, 409] },
      schema: {
        operationId: 'deleteAdminProductVariant',
        tags,
        summary: 'Remove a size: erased when no order names it, archived otherwise; the last size on sale stays (409)',
        params: variantParams,
        response: { 200: envelope(variantRemoval) },
      },
      handler: async (request) => {
        const { id, variantId } = request.params;
        const outcome = await removeSize(deps, actorOf(request), id, variantId);
        const message = outcome === 'deleted' ? 'Size deleted' : 'Size archived: orders still name it';
        return ok({ outcome, product: await adminProductDetail(app.db, id) }, message);
      },
    }),
    route({ method: 'PUT', url: '/admin/products/:id/variants/:variantId/image', config: { auth: 'admin', errors: [404, 413, 415] },
      bodyLimit: uploadBodyLimit(PICTURE_UPLOAD),
      schema: {
        operationId: 'setAdminProductVariantImage',
        tags,
        summary: 'Give one size its own picture, shown when a shopper chooses it; replaces the one it had',
        description: `multipart/form-data: one file in "${VARIANT_IMAGE_FIELD}" (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB), re-encoded to WebP in responsive widths.`,
        consumes: ['multipart/form-data'],
        params: variantParams,
        response: productAnswer,
      },
      handler: async (request) => {
        const { id, variantId } = request.params;
        const upload = await readUpload(request);
        await setSizeImage(deps, actorOf(request), id, variantId, upload.files);
        return ok({ product: await adminProductDetail(app.db, id) }, 'Size picture saved');
      },
    }),
    route({ method: 'DELETE', url: '/admin/products/:id/variants/:variantId/image', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'deleteAdminProductVariantImage', tags, summary: 'Take away a size’s own picture: the product’s pictures show for it again', params: variantParams, response: productAnswer },
      handler: async (request) => {
        const { id, variantId } = request.params;
        await removeSizeImage(deps, actorOf(request), id, variantId);
        return ok({ product: await adminProductDetail(app.db, id) }, 'Size picture removed');
      },
    }),
  ]);
}
