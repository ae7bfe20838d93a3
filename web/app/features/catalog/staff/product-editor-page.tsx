import { SELLER_TYPE_LABEL, type TDashboardProduct, type TProductFormOptions } from '@upahar/contract';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Gift } from '~/components/icon';
import {
  loadRecordEditor,
  RecordEditorFrame,
  RecordEditorLoading,
  useRecordEditor,
} from '~/features/staff-shell';
import { ProductFields } from './product-fields';
import { checkProductForm, emptyProductForm, type ProductForm, productFormOf } from './product-form';
import { ProductImages } from './product-images';
import { ProductStatus } from './product-status';
import { ProductTypeChoice } from './product-type-choice';
import { createProduct, fetchDashboardProduct, fetchProductFormOptions, saveProduct } from './products-api';

const BACK = { to: '/dashboard/products', label: 'All products' };

/** The product routes' clientLoader: the form's choices (stores, categories) and the product. */
export const loadProductEditor = (id: string | undefined, signal: AbortSignal) =>
  loadRecordEditor(id, signal, fetchProductFormOptions, fetchDashboardProduct);

/** The product routes' HydrateFallback. */
export const DashboardProductEditorLoading = () => (
  <RecordEditorLoading back={BACK} label="Loading the product" />
);

/** /dashboard/products/new and /dashboard/products/:id: write a product, its pictures and status. */
export function DashboardProductEditorPage(loaded: Awaited<ReturnType<typeof loadProductEditor>>) {
  const { needs: options, record: product } = loaded;
  return (
    <RecordEditorFrame back={BACK}>
      {loaded.missing ? (
        <NotYours />
      ) : (
        <Editor key={product?.id ?? 'new'} options={options} initial={product} />
      )}
    </RecordEditorFrame>
  );
}

function Editor({ options, initial }: { options: TProductFormOptions; initial: TDashboardProduct | null }) {
  const [params] = useSearchParams();
  const {
    record: product,
    setRecord: setProduct,
    form,
    setForm,
    errors,
    setErrors,
    alert,
    setAlert,
    busy,
    persist,
  } = useRecordEditor({
    initial,
    formOf: productFormOf,
    blank: (): ProductForm =>
      emptyProductForm(
        options.stores.length === 1 ? options.stores[0].id : undefined,
        // "Add a cake" from the cakes page has already said which.
        typeAsked(params.get('type')),
      ),
    create: createProduct,
    save: saveProduct,
    created: (res) => ({
      to: `/dashboard/products/${res.data.id}`,
      message: `${res.message ?? 'Created.'} Add pictures below.`,
    }),
  });

  const save = async () => {
    const checked = checkProductForm(form);
    if (!checked.ok) return;
    await persist(checked.data);
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
