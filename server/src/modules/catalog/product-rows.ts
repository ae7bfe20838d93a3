import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, productOccasions, products } from '../../db/schema/catalog.ts';

// The product rows other modules change: the seller's product editor, the cake options page and
// the reviews that rate a product. Each is one statement inside the caller's transaction; the
// caller checks who may make the change.

type NewProduct = typeof products.$inferInsert;

/** A new product; answers its id. */
export async function insertProduct(tx: DbOrTx, values: NewProduct) {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row;
}

/** Sets these columns of one product. */
export async function updateProduct(tx: DbOrTx, productId: string, values: Partial<NewProduct>) {
  await tx.update(products).set(values).where(eq(products.id, productId));
}

export async function insertProductOccasions(tx: DbOrTx, productId: string, occasionIds: readonly number[]) {
  if (occasionIds.length === 0) return;
  await tx.insert(productOccasions).values(occasionIds.map((occasionId) => ({ productId, occasionId })));
}

export async function deleteProductOccasions(tx: DbOrTx, productId: string) {
  await tx.delete(productOccasions).where(eq(productOccasions.productId, productId));
}

export async function insertProductImage(tx: DbOrTx, values: typeof productImages.$inferInsert) {
  await tx.insert(productImages).values(values);
}

export async function setProductImageOrder(tx: DbOrTx, imageId: number, sortOrder: number) {
  await tx.update(productImages).set({ sortOrder }).where(eq(productImages.id, imageId));
}

/** Removes one picture of the product; answers its path, or undefined when it has no such picture. */
export async function deleteProductImage(tx: DbOrTx, o: { productId: string; imageId: number }) {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, o.imageId), eq(productImages.productId, o.productId)))
    .returning({ path: productImages.path });
  return row;
}
