import type { TDashboardProduct } from '@upahar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AlertState, buttonClass, FormAlert, ui } from '~/components/form';
import { CakeSlice, ExternalLink } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { heading } from './choice-section';
import { StatusBadge } from './product-bits';
import { archiveProduct, publishProduct } from './products-api';

const LEAD: Record<TDashboardProduct['status'], string> = {
  draft: 'A draft is not in the shop. Publish it when it is ready.',
  live: 'In the shop now: shoppers find it in listings, search and its store.',
  archived: 'Off the shop. Restore it to sell it again.',
};

/** Where the product is (draft, live, archived), what it still needs, and the buttons to move it. */
export function ProductStatus({
  product,
  onChange,
  unsaved,
}: {
  product: TDashboardProduct;
  onChange: (p: TDashboardProduct) => void;
  /** The form holds changes not saved yet: publishing would put the saved version in the shop. */
  unsaved: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertState>(null);
  const act = async (action: typeof publishProduct) => {
    setBusy(true);
    setAlert(null);
    try {
      const res = await action(product.id);
      onChange(res.data);
      setAlert({ tone: 'success', text: res.message ?? 'Done.' });
    } catch (err) {
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={ui.card} aria-labelledby="status-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="status-heading" className={heading}>
          Status
        </h2>
        <StatusBadge status={product.status} />
      </div>
      <p className={`${ui.hint} mt-2`}>{LEAD[product.status]}</p>
      {product.status !== 'live' && product.missing.length > 0 && (
        <div className="mt-3 rounded-2xl bg-cream p-3 text-sm text-cocoa">
          <p className="font-medium">Before publishing, add:</p>
          <ul className="mt-1 list-inside list-disc">
            {product.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
      </div>
      {unsaved && product.status !== 'live' && (
        <p className={`${ui.hint} mt-3`}>Save your changes first; publishing uses what is saved.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {product.status !== 'live' && (
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy || unsaved}
            onClick={() => void act(publishProduct)}
          >
            {product.status === 'archived' ? 'Restore' : 'Publish'}
          </button>
        )}
        {product.status !== 'archived' && (
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={busy}
            onClick={() => void act(archiveProduct)}
          >
            Archive
          </button>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 text-sm">
        {product.status === 'live' && (
          <a
            href={`/product/${product.slug}`}
            target="_blank"
            rel="noreferrer"
            className={`${ui.link} inline-flex items-center gap-1`}
          >
            See it in the shop
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        {product.type === 'cake' && (
          <Link to={`/dashboard/cakes/${product.id}`} className={`${ui.link} inline-flex items-center gap-1`}>
            <CakeSlice aria-hidden="true" className="size-4" />
            Flavours, shapes and weights this cake offers
          </Link>
        )}
      </div>
    </section>
  );
}
