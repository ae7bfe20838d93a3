import { BLOG_PRODUCTS_MAX, formatNumber, type TBlogProductPick } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ui } from '~/components/form';
import { ChevronDown, X } from '~/components/icon';
import { ProductSearch, ProductThumb, pickButton } from '~/features/staff-shell';

/** Products the post mentions, in order: find them by name, pick, move and remove. */
export function BlogProductPicker({
  value,
  onChange,
  error,
}: {
  value: TBlogProductPick[];
  onChange: (v: TBlogProductPick[]) => void;
  error?: string;
}) {
  const picked = new Set(value.map((p) => p.id));
  const full = value.length >= BLOG_PRODUCTS_MAX;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <div>
      <ProductSearch
        id="blog-product-search"
        label={m.blog_staff_products_mentioned()}
        isPicked={(p) => picked.has(p.id)}
        disabled={full}
        onPick={(p) => onChange([...value, p])}
      />
      {value.length > 0 ? (
        <ol aria-label={m.blog_staff_products_in_post()} className="mt-3 space-y-2">
          {value.map((p, i) => (
            <li key={p.id} className="flex items-center gap-2 rounded-xl border border-line bg-cream/60 p-2">
              <ProductThumb p={p} />
              <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium break-words text-cocoa">
                {p.name}
              </span>
              <button
                type="button"
                className={pickButton}
                disabled={i === 0}
                aria-label={m.blog_staff_move_up({ name: p.name })}
                onClick={() => move(i, i - 1)}
              >
                <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
              </button>
              <button
                type="button"
                className={pickButton}
                disabled={i === value.length - 1}
                aria-label={m.blog_staff_move_down({ name: p.name })}
                onClick={() => move(i, i + 1)}
              >
                <ChevronDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={pickButton}
                aria-label={m.blog_staff_remove({ name: p.name })}
                onClick={() => onChange(value.filter((x) => x.id !== p.id))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={`${ui.hint} mt-1.5`}>
          {m.blog_staff_products_hint({ max: formatNumber(BLOG_PRODUCTS_MAX) })}
        </p>
      )}
      {error && <p className={`${ui.error} mt-1.5`}>{error}</p>}
    </div>
  );
}
