import { productKind, productWords, type TProductDetail } from '@upahar/contract';
import { ProductComments, ProductQuestions, ProductReviews } from '~/features/community';

/**
 * Reviews, questions and comments from the community feature. They load in
 * the browser after the page (secondary data is deferred); the rating
 * summary starts from the product's own totals so nothing jumps.
 */
export function ProductCommunity({ product: p }: { product: TProductDetail }) {
  const noun = productWords(productKind(p.type, p.category.kind)).this;
  return (
    <div className="space-y-12 border-t border-line pt-10">
      <div id="reviews" className="scroll-mt-24">
        <ProductReviews
          productId={p.id}
          type="product"
          summary={{ average: p.rating, count: p.ratingCount }}
          noun={noun}
        />
      </div>
      <div className="grid gap-12 lg:grid-cols-2">
        <div id="questions" className="min-w-0 scroll-mt-24">
          <ProductQuestions productId={p.id} type="product" />
        </div>
        <div id="comments" className="min-w-0 scroll-mt-24">
          <ProductComments productId={p.id} type="product" />
        </div>
      </div>
    </div>
  );
}
