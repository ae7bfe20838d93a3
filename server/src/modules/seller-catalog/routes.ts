import multipart from '@fastify/multipart';
import { SELLER_PRODUCTS_PER_PAGE, UPLOAD_MAX_BYTES } from '@upahar/contract';
import {
  archiveDashboardProduct,
  createDashboardProduct,
  deleteDashboardProductImage,
  getDashboardProduct,
  getProductFormOptions,
  listDashboardProducts,
  orderDashboardProductImages,
  publishDashboardProduct,
  updateDashboardProduct,
  uploadDashboardProductImage,
} from '@upahar/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, paginate } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { dropDeletedFilesAfter } from '../files/index.ts';
import { readUploadedFile } from '../uploads/index.ts';
import type { Staff } from './access.ts';
import { addProductImage, orderProductImages, removeProductImage } from './images.ts';
import { listSellerProducts, productFormOptions } from './listing.ts';
import {
  archiveSellerProduct,
  createSellerProduct,
  getSellerProduct,
  publishSellerProduct,
  updateSellerProduct,
} from './service.ts';

/** The requireStaff guard has let only sellers and admins through. */
function staffOf(req: FastifyRequest): Staff {
  const { user } = authOf(req);
  return { userId: user.id, role: user.role === 'admin' ? 'admin' : 'seller' };
}

/**
 * Store owners write, publish and archive their products. Every write here is a dashboard write,
 * so the shared response cache forgets every page and public answer, and the service rebuilds the
 * catalogue's and search's kept answers: the shop shows the change at once.
 */
export async function sellerCatalogRoutes(app: FastifyInstance) {
  const db = app.database.db;
  answerPrivately(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
  });

  route(app, listDashboardProducts, async (req) => {
    const { products, total } = await listSellerProducts({ db, staff: staffOf(req), query: req.query });
    return ok(
      { products },
      { pagination: paginate(total, products.length, SELLER_PRODUCTS_PER_PAGE, req.query.page) },
    );
  });

  route(app, getProductFormOptions, async (req) => ok(await productFormOptions({ db, staff: staffOf(req) })));

  route(app, getDashboardProduct, async (req) =>
    ok(await getSellerProduct({ db, staff: staffOf(req), id: req.params.id })),
  );

  route(app, createDashboardProduct, async (req, reply) => {
    const product = await createSellerProduct({ db, staff: staffOf(req), input: req.body });
    reply.code(201);
    return ok(product, { message: `Created: ${product.name} is a draft until you publish it` });
  });

  route(app, updateDashboardProduct, async (req) => {
    const product = await updateSellerProduct({
      db,
      staff: staffOf(req),
      id: req.params.id,
      input: req.body,
    });
    const message =
      product.status === 'draft' && product.missing.length > 0
        ? `Saved as a draft: ${product.name} is not in the shop until it is complete`
        : `Saved: ${product.name}`;
    return ok(product, { message });
  });

  route(app, publishDashboardProduct, async (req) => {
    const product = await publishSellerProduct({ db, staff: staffOf(req), id: req.params.id });
    return ok(product, { message: `Published: ${product.name} is in the shop` });
  });

  route(app, archiveDashboardProduct, async (req) => {
    const product = await archiveSellerProduct({ db, staff: staffOf(req), id: req.params.id });
    return ok(product, { message: `Archived: ${product.name} is off the shop` });
  });

  route(
    app,
    uploadDashboardProductImage,
    async (req) => {
      const staff = staffOf(req);
      // Whose product it is is checked before the file is read, so a stranger learns nothing.
      await getSellerProduct({ db, staff, id: req.params.id });
      const { bytes } = await readUploadedFile(req);
      const images = await addProductImage({ db, bucket: app.bucket, staff, id: req.params.id, bytes });
      return ok(images, { message: 'Picture added' });
    },
    { config: limit(app, 60, '1 minute') },
  );

  route(app, orderDashboardProductImages, async (req) =>
    ok(await orderProductImages({ db, staff: staffOf(req), id: req.params.id, ids: req.body.ids }), {
      message: 'Pictures reordered',
    }),
  );

  route(app, deleteDashboardProductImage, async (req, reply) => {
    const { id, imageId } = req.params;
    const images = await removeProductImage({ db, staff: staffOf(req), id, imageId });
    dropDeletedFilesAfter(app, reply);
    return ok(images, { message: 'Picture removed' });
  });
}
