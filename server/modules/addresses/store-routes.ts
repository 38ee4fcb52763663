/**
 * /user/addresses: list, defaults, add, update, delete (customer token). Add and update take an
 * Idempotency-Key: the phone replays a change made offline until it hears the answer, and a replay
 * changes nothing (docs/decisions/0256-offline-writes.md).
 */
import { z } from 'zod';
import { addressList, defaultAddresses as defaultAddressesSchema, oneAddress, savedAddressBody } from '#contracts/address-book';
import { envelope, idParam } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { answerOnce, idempotencyHeaders } from '../idempotency';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { addAddress, defaultAddresses, deleteAddress, listAddresses, updateAddress } from './address-service';
import { route, routesOf } from '../../lib/routes';

export async function storeAddressRoutes(app: App): Promise<void> {
  const tags = [TAG.addresses];

  routesOf(app, [
    route({ method: 'GET', url: '/user/addresses', config: { auth: 'customer' },
      schema: { operationId: 'listAddresses', tags, summary: 'Saved addresses, oldest first', response: { 200: envelope(addressList) } },
      handler: async (request) => ok({ addresses: await listAddresses(app.db, customerIdOf(request)) }, 'Addresses fetched'),
    }),
    route({ method: 'GET', url: '/user/addresses/default', config: { auth: 'customer' },
      schema: { operationId: 'getDefaultAddresses', tags, summary: 'The default shipping and billing addresses (null when unset)', response: { 200: envelope(defaultAddressesSchema) } },
      handler: async (request) => ok(await defaultAddresses(app.db, customerIdOf(request)), 'Default addresses fetched'),
    }),
    route({ method: 'POST', url: '/user/addresses/add', config: { auth: 'customer', errors: [409] },
      schema: { operationId: 'addAddress', tags, summary: 'Save an address (at most 20); the first one becomes both defaults', headers: idempotencyHeaders, body: savedAddressBody, response: { 201: envelope(oneAddress) } },
      handler: async (request, reply) => {
        const customerId = customerIdOf(request);
        await answerOnce(app.store, request, reply, customerId, async ({ db }) => ({
          statusCode: 201,
          answer: ok({ address: await addAddress(db, customerId, request.body) }, 'Address saved'),
        }));
      },
    }),
    route({ method: 'PUT', url: '/user/addresses/:id', config: { auth: 'customer', errors: [404, 409] },
      schema: { operationId: 'updateAddress', tags, summary: 'Replace a saved address', params: idParam, headers: idempotencyHeaders, body: savedAddressBody, response: { 200: envelope(oneAddress) } },
      handler: async (request, reply) => {
        const customerId = customerIdOf(request);
        await answerOnce(app.store, request, reply, customerId, async ({ db }) => ({
          statusCode: 200,
          answer: ok({ address: await updateAddress(db, customerId, request.params.id, request.body) }, 'Address updated'),
        }));
      },
    }),
    route({ method: 'DELETE', url: '/user/addresses/:id', config: { auth: 'customer', errors: [404] },
      schema: { operationId: 'deleteAddress', tags, summary: 'Delete a saved address (a default it was is cleared)', params: idParam, response: { 200: envelope(z.null()) } },
      handler: async (request) => {
        await deleteAddress(app.db, customerIdOf(request), request.params.id);
        return ok(null, 'Address deleted');
      },
    }),
  ]);
}
