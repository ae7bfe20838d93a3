import {
  ZAddressBody,
  ZAddressesResponse,
  ZAddressResponse,
  ZDeleteAddressBody,
  ZMessageResponse,
  ZShippingAddressesQuery,
  ZUpdateAddressBody,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './service.ts';

const tags = ['addresses'];

/** Delivery addresses (SPEC 3 payload, SPEC 5 phones, SPEC 7 shipping-addresses). */
export async function addressRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const authed = { preHandler: app.requireUser };

  app.get(
    '/shipping-addresses',
    {
      ...authed,
      schema: { tags, querystring: ZShippingAddressesQuery, response: { 200: ZAddressesResponse } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const userId = authOf(req).user.id;
      return ok(await listAddresses({ db, userId, isDonation: req.query.isDonation === '1' }));
    },
  );

  app.post(
    '/add-shipping-address',
    { ...authed, schema: { tags, body: ZAddressBody, response: { 200: ZAddressResponse } } },
    async (req) => {
      const address = await addAddress({ db, userId: authOf(req).user.id, input: req.body });
      return ok(address, { message: 'Address saved' });
    },
  );

  app.post(
    '/update-shipping-address',
    { ...authed, schema: { tags, body: ZUpdateAddressBody, response: { 200: ZAddressResponse } } },
    async (req) => {
      const { addressId, ...input } = req.body;
      const address = await updateAddress({ db, userId: authOf(req).user.id, addressId, input });
      return ok(address, { message: 'Address updated' });
    },
  );

  app.post(
    '/delete-shipping-address',
    { ...authed, schema: { tags, body: ZDeleteAddressBody, response: { 200: ZMessageResponse } } },
    async (req) => {
      await deleteAddress({ db, userId: authOf(req).user.id, addressId: req.body.addressId });
      return ok(null, { message: 'Address deleted' });
    },
  );
}
