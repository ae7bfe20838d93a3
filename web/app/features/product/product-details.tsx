import { productKind, productWords, type TProductDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';

/** Description and the facts a shopper compares: category, flavour, occasions, sizes, colours. */
export function ProductDetails({ product: p }: { product: TProductDetail }) {
  const rows: { term: string; value: React.ReactNode }[] = [
    {
      term: m.product_details_category(),
      value: (
        <Link to={`/category/${p.category.slug}`} className="text-berry hover:underline">
          {p.category.name}
        </Link>
      ),
    },
  ];
  if (p.flavour) rows.push({ term: m.product_details_flavour(), value: p.flavour.name });
  if (p.occasions.length)
    rows.push({
      term: m.product_details_occasions(),
      value: (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {p.occasions.map((o) => (
            <Link key={o.slug} to={`/occasion/${o.slug}`} className="text-berry hover:underline">
              {o.name}
            </Link>
          ))}
        </span>
      ),
    });
  if (p.sizes.length) rows.push({ term: m.product_details_sizes(), value: p.sizes.join(', ') });
  if (p.colors.length) rows.push({ term: m.product_details_colours(), value: p.colors.join(', ') });
  if (p.tags.length) rows.push({ term: m.product_details_tags(), value: p.tags.join(', ') });

  return (
    <section aria-labelledby="about-title" className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <h2 id="about-title" className="font-display text-2xl font-semibold">
          {m.product_about({ thing: productWords(productKind(p.type, p.category.kind)).this })}
        </h2>
        {/* Seller text: React escapes it; line breaks are kept with CSS, never with HTML. */}
        <p className="mt-3 leading-relaxed whitespace-pre-line text-cocoa-soft">
          {p.description || m.product_no_description()}
        </p>
      </div>
      <dl className="h-fit divide-y divide-line rounded-2xl border border-line bg-white text-sm">
        {rows.map((r) => (
          <div key={r.term} className="flex gap-4 px-4 py-3">
            <dt className="w-24 shrink-0 font-medium text-cocoa">{r.term}</dt>
            <dd className="min-w-0 text-cocoa-soft">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
