/**
 * /admin/products: the list, one product, add and edit (multipart: the form's fields and up to six
 * images), remove, and bulk archive or stock (JSON). Multipart bodies are accepted in this plugin's
 * scope only.
 */
import type { z } from 'zod';
import {
  adminProductList,
  adminProductListQuery,
  MAX_PRODUCT_IMAGES,
  oneAdminProduct,
  PRODUCT_IMAGE_MAX_BYTES,
  productBulkBody,
  productCreateFields,
  productRemoval,
  productUpdateFields,
} from '#contracts/admin-products';
import { bulkAnswer } from '#contracts/admin-bulk';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { bulkMessage } from '../../lib/bulk-actions';
import { badRequest } from '../../lib/http-errors';
import { acceptMultipart, readUpload, type Upload, type UploadLimits, uploadBodyLimit } from '../../lib/multipart';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { actorOf } from '../audit';
import { createProduct, removeProduct, updateProduct } from './product-changes';
import { adminListRoutes } from '../exports';
import { listAdminProducts } from './admin-product-list';
import { exportProducts } from './product-export';
import { adminProductDetail } from './admin-product-view';
import { adminProductRouteParts } from './admin-route-parts';
import { bulkChangeProducts } from './bulk-products';
import { route, routesOf } from '../../lib/routes';

const PRODUCT_UPLOAD: UploadLimits = { fileBytes: PRODUCT_IMAGE_MAX_BYTES, files: MAX_PRODUCT_IMAGES, fields: 20, fieldBytes: 24 * 1024 };
const FORM_DESCRIPTION =
  'multipart/form-data: the text fields name, slug, description, ingredients, size, category, price (pence), stock, sku (the first size\'s, on create), ' +
  `lowStockThreshold, status, featured, recommended, and up to ${MAX_PRODUCT_IMAGES} files in "images" (JPEG, PNG, WebP, AVIF or GIF, ` +
  'up to 10 MB each), each re-encoded to WebP in responsive widths.';

/** The form's text fields checked against the contract; a wrong one is a 400 naming it. */
function fieldsOf<S extends z.ZodType>(schema: S, upload: Upload): z.output<S> {
  const parsed = schema.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));
  throw badRequest(`${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

export async function adminProductRoutes(app: App): Promise<void> {
  await acceptMultipart(app, PRODUCT_UPLOAD);
  const { tags, deps, productAnswer } = adminProductRouteParts(app);

  routesOf(app, [
    ...adminListRoutes(app, {
      url: '/admin/products', operationId: 'listAdminProducts', tag: TAG.adminProducts, querystring: adminProductListQuery, answer: adminProductList,
      summary: 'Every product (drafts and archived too), searched, filtered by category, stock level and status, sorted and paged', fetched: 'Products fetched', page: (query) => listAdminProducts(app.db, query),
      exports: [{ url: '/admin/products/export', operationId: 'exportAdminProducts', name: 'products', label: 'Products', rows: (query) => exportProducts(app.db, query),
        summary: 'The products list as a CSV file, drafts and archived ones too' }],
    }),
    route({ method: 'GET', url: '/admin/products/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'getAdminProduct', tags, summary: 'One product, whatever its status, with its order count', params: idParam, response: productAnswer },
      handler: async (request) => ok({ product: await adminProductDetail(app.db, request.params.id) }, 'Product fetched'),
    }),
    route({ method: 'POST', url: '/admin/products', config: { auth: 'admin', errors: [409, 413, 415] },
      bodyLimit: uploadBodyLimit(PRODUCT_UPLOAD),
      schema: {
        operationId: 'createAdminProduct',
        tags,
        summary: 'Add a product with up to six images; it shows in the shop at once when active',
        description: `${FORM_DESCRIPTION} name, description, category, price and stock are required. A slug another product has answers 409.`,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(oneAdminProduct) },
      },
      handler: async (request, reply) => {
        const upload = await readUpload(request);
        const id = await createProduct(deps, actorOf(request), fieldsOf(productCreateFields, upload), upload.files);
        return reply.code(201).send(ok({ product: await adminProductDetail(app.db, id) }, 'Product added'));
      },
    }),
    route({ method: 'PUT', url: '/admin/products/:id', config: { auth: 'admin', errors: [404, 409, 413, 415] },
      bodyLimit: uploadBodyLimit(PRODUCT_UPLOAD),
      schema: {
        operationId: 'updateAdminProduct',
        tags,
        summary: 'Edit a product: any field, new images, and which images stay in which order',
        description: `${FORM_DESCRIPTION} Every field is optional; size, price and stock are the one size's, and answer 409 for a product of several sizes. imageOrder (JSON) lists kept image ids and "new:N" for the N-th upload; images left out are removed.`,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: productAnswer,
      },
      handler: async (request) => {
        const upload = await readUpload(request);
        await updateProduct(deps, actorOf(request), request.params.id, fieldsOf(productUpdateFields, upload), upload.files);
        return ok({ product: await adminProductDetail(app.db, request.params.id) }, 'Product updated');
      },
    }),
    route({ method: 'DELETE', url: '/admin/products/:id', config: { auth: 'admin', errors: [404] },
      schema: { operationId: 'deleteAdminProduct', tags, summary: 'Remove a product: erased when no order names it, archived otherwise so order history stays whole', params: idParam, response: { 200: envelope(productRemoval) } },
      handler: async (request) => {
        const outcome = await removeProduct(deps, actorOf(request), request.params.id);
        return ok({ outcome }, outcome === 'deleted' ? 'Product deleted' : 'Product archived: orders still name it');
      },
    }),
    route({ method: 'POST', url: '/admin/products/bulk', config: { auth: 'admin' },
      schema: {
        operationId: 'bulkChangeAdminProducts',
        tags,
        summary: 'Archive many products, or set their stock: each on its own, reported product by product',
        description:
          '`ids` (the products ticked) or `filter` (the list query: every product it matches), at most 500 products either way; a filter matching more answers 400. ' +
          '`stock` (a whole number) goes with set-stock, with `variantIds` naming the sizes to set: a product of several sizes none of which is named is refused. Each product changes in its own transaction; one already archived, or already at that stock, is reported as refused and the rest still change.',
        consumes: ['application/json'],
        body: productBulkBody,
        response: { 200: envelope(bulkAnswer) },
      },
      handler: async (request) => {
        const answer = await bulkChangeProducts({ store: app.store, log: request.log }, actorOf(request), request.body);
        const verb = request.body.action === 'archive' ? 'Archived' : `Set the stock to ${request.body.stock} for`;
        return ok(answer, bulkMessage(answer, verb, 'product', 'products'));
      },
    }),
  ]);
}
