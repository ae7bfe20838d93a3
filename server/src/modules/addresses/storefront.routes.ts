import {
  addShippingAddress,
  deleteShippingAddress,
  listShippingAddresses,
  updateShippingAddress,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import * as addresses from './service.ts';

/** A signed-in user's delivery addresses: list, add, change, delete. */
export async function addressRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, listShippingAddresses, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const userId = authOf(req).user.id;
    return ok(await addresses.listAddresses({ db, userId, isDonation: req.query.isDonation === '1' }));
  });

  route(app, addShippingAddress, async (req) => {
    const address = await addresses.addAddress({ db, userId: authOf(req).user.id, input: req.body });
    return ok(address, { message: 'Address saved' });
  });

  route(app, updateShippingAddress, async (req) => {
    const { addressId, ...input } = req.body;
    const address = await addresses.updateAddress({ db, userId: authOf(req).user.id, addressId, input });
    return ok(address, { message: 'Address updated' });
  });

  route(app, deleteShippingAddress, async (req) => {
    await addresses.deleteAddress({ db, userId: authOf(req).user.id, addressId: req.body.addressId });
    return ok(null, { message: 'Address deleted' });
  });
}
