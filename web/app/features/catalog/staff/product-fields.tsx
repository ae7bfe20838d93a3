import { SELLER_TYPE_LABEL, type TProductFormOptions } from '@upahar/contract';
import type { FormEvent, ReactNode } from 'react';
import {
  type AlertState,
  type FieldErrors,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
} from '~/components/form';
import { heading, Tick } from './choice-section';
import { checkProductForm, type ProductForm, withName } from './product-form';
import { TYPE_FIXED } from './product-type-choice';

function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={ui.card} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      {hint && <p className={`${ui.hint} mt-1`}>{hint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

const SUBMIT_FIX = 'Please fix the marked fields before saving.';

/**
 * Everything the seller writes about a product. The values live in the page (an error keeps what
 * was typed); the page sends them and shows the server's answer in `alert` and `errors`.
 */
export function ProductFields({
  form,
  onChange,
  options,
  errors,
  setErrors,
  alert,
  setAlert,
  busy,
  isNew,
  onChangeType,
  onSubmit,
}: {
  form: ProductForm;
  onChange: (f: ProductForm) => void;
  options: TProductFormOptions;
  errors: FieldErrors;
  setErrors: (e: FieldErrors) => void;
  alert: AlertState;
  setAlert: (a: AlertState) => void;
  busy: boolean;
  isNew: boolean;
  /** A new product goes back to choosing its type; a saved one keeps it. */
  onChangeType?: () => void;
  onSubmit: () => void;
}) {
  const set = (patch: Partial<ProductForm>) => {
    onChange({ ...form, ...patch });
    const cleared = { ...errors };
    for (const k of Object.keys(patch)) delete cleared[k];
    setErrors(cleared);
  };
  const store = options.stores.find((s) => String(s.id) === form.storeId);
  const brands = store?.brands ?? [];
  const field = (name: keyof ProductForm & string) => ({
    name,
    value: String(form[name]),
    error: errors[name],
    onValueChange: (v: string) => set({ [name]: v } as Partial<ProductForm>),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkProductForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert({ tone: 'error', text: SUBMIT_FIX });
      const formEl = e.currentTarget;
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Product details">
      <Card title="Basics">
        <div className="sm:col-span-2">
          <TypeLine type={form.type} error={errors.type} onChange={onChangeType} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('name')}
            label="Name"
            maxLength={120}
            onValueChange={(v) => {
              onChange(withName(form, v));
              setErrors({ ...errors, name: undefined, slug: undefined });
            }}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('slug')}
            label="Web address"
            maxLength={80}
            hint={
              form.slug
                ? `Its page in the shop: /product/${form.slug}`
                : 'Made from the name unless you write your own.'
            }
            onValueChange={(v) => set({ slug: v, slugEdited: true })}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <SelectField
          {...field('storeId')}
          label="Store"
          onValueChange={(v) => set({ storeId: v, brandId: '' })}
          options={[
            ...(form.storeId === '' ? [{ value: '', label: 'Choose a store' }] : []),
            ...options.stores.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <SelectField
          {...field('categoryId')}
          label="Category"
          options={[
            ...(form.categoryId === '' ? [{ value: '', label: 'Choose a category' }] : []),
            ...options.categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <SelectField
          {...field('brandId')}
          label="Brand"
          optional
          disabled={brands.length === 0}
          hint={brands.length === 0 ? 'This store has no brands.' : undefined}
          options={[
            { value: '', label: 'No brand' },
            ...brands.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            {...field('description')}
            label="Description"
            maxLength={5000}
            showCount
            minRows={4}
            maxRows={12}
            hint="What it is, what comes with it and how it is delivered. Needed before publishing."
          />
        </div>
      </Card>

      <Card title="Price and stock" hint="In Nepali rupees. Leave the stock blank when you make it to order.">
        <TextField
          {...field('price')}
          label="Price (NPR)"
          inputMode="decimal"
          hint="Needed before publishing."
        />
        <TextField
          {...field('salePrice')}
          label="Sale price (NPR)"
          optional
          inputMode="decimal"
          hint="Below the price."
        />
        <TextField
          {...field('stock')}
          label="Stock"
          optional
          inputMode="numeric"
          hint="Blank: made to order."
        />
        <TextField {...field('prepHours')} label="Preparation time (hours)" inputMode="numeric" />
        <div className="sm:col-span-2">
          <Tick
            label="Can be delivered the same day"
            checked={form.isSameDay}
            onChange={(on) => set({ isSameDay: on })}
          />
        </div>
      </Card>

      <fieldset className={ui.card}>
        <legend className="float-left w-full">
          <h2 className={heading}>Occasions</h2>
        </legend>
        <div className="clear-left" />
        <p className={`${ui.hint} mt-1`}>Shoppers browsing these occasions see the product.</p>
        {errors.occasionIds && <p className={`${ui.error} mt-2`}>{errors.occasionIds}</p>}
        <div className="mt-3 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {options.occasions.map((o) => (
            <Tick
              key={o.id}
              label={o.name}
              checked={form.occasionIds.includes(o.id)}
              onChange={(on) =>
                set({
                  occasionIds: on ? [...form.occasionIds, o.id] : form.occasionIds.filter((x) => x !== o.id),
                })
              }
            />
          ))}
        </div>
      </fieldset>

      <Card title="Shop filters" hint="Words separated by commas; shoppers narrow listings by them.">
        <TextField {...field('tags')} label="Tags" optional placeholder="e.g. festival, dry fruit" />
        <TextField {...field('colors')} label="Colours" optional placeholder="e.g. red, gold" />
        <TextField {...field('sizes')} label="Sizes" optional placeholder="e.g. Small, Large" />
      </Card>

      <div className="space-y-3">
        {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
        <SubmitButton busy={busy} busyLabel="Saving…">
          {isNew ? 'Create draft' : 'Save changes'}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The type chosen first, shown at the top of the form: it cannot change once created. */
function TypeLine({
  type,
  error,
  onChange,
}: {
  type: ProductForm['type'];
  error?: string;
  onChange?: () => void;
}) {
  return (
    <div>
      <p className={ui.label}>Type</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-cocoa">
          {type === '' ? 'Not chosen' : SELLER_TYPE_LABEL[type]}
        </span>
        {onChange && (
          <button type="button" className={`${ui.link} text-sm`} onClick={onChange}>
            Change the type
          </button>
        )}
      </p>
      <p className={`${ui.hint} mt-1`}>{onChange ? TYPE_FIXED : 'Fixed since the product was created.'}</p>
      {error && <p className={`${ui.error} mt-1`}>{error}</p>}
    </div>
  );
}
