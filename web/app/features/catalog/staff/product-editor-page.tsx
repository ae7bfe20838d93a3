import { SELLER_TYPE_LABEL, type TDashboardProduct, type TProductFormOptions } from '@upahar/contract';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  type AlertState,
  buttonClass,
  type FieldErrors,
  FormAlert,
  serverFieldErrors,
  ui,
} from '~/components/form';
import { ArrowLeft, Gift } from '~/components/icon';
import { ForbiddenScreen, useStaffLoad } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { ProductFields } from './product-fields';
import { checkProductForm, emptyProductForm, type ProductForm, productFormOf } from './product-form';
import { ProductImages } from './product-images';
import { ProductStatus } from './product-status';
import { ProductTypeChoice } from './product-type-choice';
import { createProduct, fetchDashboardProduct, fetchProductFormOptions, saveProduct } from './products-api';

type Loaded = { options: TProductFormOptions; product: TDashboardProduct | null };

/** /dashboard/products/new and /dashboard/products/:id: write a product, its pictures and status. */
export function DashboardProductEditorPage({ id }: { id?: string }) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded> => {
      const [options, product] = await Promise.all([
        fetchProductFormOptions(signal),
        id ? fetchDashboardProduct(id, signal) : Promise.resolve(null),
      ]);
      return { options, product };
    },
    [id],
  );
  const { state, reload } = useStaffLoad(load, true);

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/products" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All products
      </Link>
      {state.status === 'loading' && (
        <div role="status" className="mt-6 space-y-6">
          <span className="sr-only">Loading the product</span>
          <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
          <div className="h-72 animate-pulse rounded-3xl border border-line bg-white shadow-soft" />
        </div>
      )}
      {state.status === 'missing' && <NotYours />}
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">{state.message}</FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <Editor
          key={state.data.product?.id ?? 'new'}
          options={state.data.options}
          initial={state.data.product}
        />
      )}
    </div>
  );
}

function Editor({ options, initial }: { options: TProductFormOptions; initial: TDashboardProduct | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [product, setProduct] = useState(initial);
  const [form, setForm] = useState<ProductForm>(() =>
    initial
      ? productFormOf(initial)
      : emptyProductForm(
          options.stores.length === 1 ? options.stores[0].id : undefined,
          // "Add a cake" from the cakes page has already said which.
          typeAsked(params.get('type')),
        ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = (location.state as { message?: string } | null)?.message;
  const [alert, setAlert] = useState<AlertState>(flash ? { tone: 'success', text: flash } : null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkProductForm(form);
    if (!checked.ok) return;
    setBusy(true);
    setAlert(null);
    try {
      if (!product) {
        const res = await createProduct(checked.data);
        navigate(`/dashboard/products/${res.data.id}`, {
          replace: true,
          state: { message: `${res.message ?? 'Created.'} Add pictures below.` },
        });
        return;
      }
      const res = await saveProduct(product.id, checked.data);
      setProduct(res.data);
      setForm(productFormOf(res.data));
      setErrors({});
      setAlert({ tone: 'success', text: res.message ?? 'Saved.' });
    } catch (err) {
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  if (options.stores.length === 0) {
    return (
      <div className="mt-6">
        <FormAlert tone="info">You do not own a store yet, so there is nowhere to add a product.</FormAlert>
      </div>
    );
  }
  const header = (
    <header className="mt-4">
      <h1 className={ui.heading}>{product ? product.name : 'New product'}</h1>
      <p className={ui.lead}>
        {product
          ? `${product.storeName} · ${SELLER_TYPE_LABEL[product.type]}`
          : 'Start with the basics; it stays a draft until you publish it. Pictures come next.'}
      </p>
    </header>
  );
  if (!product && form.type === '')
    return (
      <>
        {header}
        <div className="mt-6 max-w-3xl">
          <ProductTypeChoice initial="" onChoose={(type) => setForm({ ...form, type })} />
        </div>
      </>
    );
  return (
    <>
      {header}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="order-2 lg:order-1">
          <ProductFields
            form={form}
            onChange={setForm}
            options={options}
            errors={errors}
            setErrors={setErrors}
            alert={alert}
            setAlert={setAlert}
            busy={busy}
            isNew={!product}
            onChangeType={product ? undefined : () => setForm({ ...form, type: '' })}
            onSubmit={() => void save()}
          />
        </div>
        <aside className="order-1 space-y-6 lg:sticky lg:top-6 lg:order-2" aria-label="Status and pictures">
          {product ? (
            <>
              <ProductStatus
                product={product}
                onChange={setProduct}
                unsaved={JSON.stringify(form) !== JSON.stringify(productFormOf(product))}
              />
              <ProductImages
                productId={product.id}
                images={product.images}
                onChange={(images) => fetchAgain(product.id, images, setProduct)}
              />
            </>
          ) : (
            <section className={`${ui.card} hidden lg:block`}>
              <p className="text-sm text-cocoa-soft">
                Pictures, publishing and archiving appear here once the draft is created.
              </p>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}

const typeAsked = (v: string | null): ProductForm['type'] =>
  v === 'cake' ? 'cake' : v === 'gift' || v === 'product' ? 'product' : '';

/** After a picture change the product's "what it still needs" may change too: read it again. */
function fetchAgain(
  id: string,
  images: TDashboardProduct['images'],
  set: (f: (p: TDashboardProduct | null) => TDashboardProduct | null) => void,
) {
  set((p) => (p ? { ...p, images } : p));
  fetchDashboardProduct(id).then(
    (fresh) => set(() => fresh),
    () => {},
  );
}

function NotYours() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <Gift aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-semibold">This product is not one of yours</h1>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        It may belong to another store, or it was removed. Your own products are all in the list.
      </p>
      <Link to="/dashboard/products" className={buttonClass('secondary', 'mt-6')}>
        Show your products
      </Link>
    </div>
  );
}
