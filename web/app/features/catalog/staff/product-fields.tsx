import type { TProductFormOptions } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
      setAlert({ tone: 'error', text: m.catalog_staff_submit_fix() });
      const formEl = e.currentTarget;
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={m.catalog_staff_form_label()}>
      <Card title={m.catalog_staff_basics()}>
        <div className="sm:col-span-2">
          <TypeLine type={form.type} error={errors.type} onChange={onChangeType} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            {...field('name')}
            label={m.catalog_staff_name()}
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
            label={m.catalog_staff_web_address()}
            maxLength={80}
            hint={
              form.slug
                ? m.catalog_staff_web_address_page({ path: `/product/${form.slug}` })
                : m.catalog_staff_web_address_hint()
            }
            onValueChange={(v) => set({ slug: v, slugEdited: true })}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <SelectField
          {...field('storeId')}
          label={m.catalog_staff_store()}
          onValueChange={(v) => set({ storeId: v, brandId: '' })}
          options={[
            ...(form.storeId === '' ? [{ value: '', label: m.catalog_staff_choose_store() }] : []),
            ...options.stores.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <SelectField
          {...field('categoryId')}
          label={m.catalog_staff_category()}
          options={[
            ...(form.categoryId === '' ? [{ value: '', label: m.catalog_staff_choose_category() }] : []),
            ...options.categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <SelectField
          {...field('brandId')}
          label={m.catalog_staff_brand()}
          optional
          disabled={brands.length === 0}
          hint={brands.length === 0 ? m.catalog_staff_no_brands() : undefined}
          options={[
            { value: '', label: m.catalog_staff_no_brand() },
            ...brands.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            {...field('description')}
            label={m.catalog_staff_description()}
            maxLength={5000}
            showCount
            minRows={4}
            maxRows={12}
            hint={m.catalog_staff_description_hint()}
          />
        </div>
      </Card>

      <Card title={m.catalog_staff_in_nepali()} hint={m.catalog_staff_in_nepali_hint()}>
        <div className="sm:col-span-2">
          <TextField
            {...field('nameNe')}
            label={m.catalog_staff_name_ne()}
            optional
            maxLength={120}
            lang="ne"
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            {...field('descriptionNe')}
            label={m.catalog_staff_description_ne()}
            optional
            maxLength={5000}
            showCount
            minRows={4}
            maxRows={12}
            lang="ne"
          />
        </div>
      </Card>

      <Card title={m.catalog_staff_price_stock()} hint={m.catalog_staff_price_stock_hint()}>
        <TextField
          {...field('price')}
          label={m.catalog_staff_price()}
          inputMode="decimal"
          hint={m.catalog_staff_needed_to_publish()}
        />
        <TextField
          {...field('salePrice')}
          label={m.catalog_staff_sale_price()}
          optional
          inputMode="decimal"
          hint={m.catalog_staff_below_price()}
        />
        <TextField
          {...field('stock')}
          label={m.catalog_staff_stock()}
          optional
          inputMode="numeric"
          hint={m.catalog_staff_stock_hint()}
        />
        <TextField {...field('prepHours')} label={m.catalog_staff_prep_hours()} inputMode="numeric" />
        <div className="sm:col-span-2">
          <Tick
            label={m.catalog_staff_same_day()}
            checked={form.isSameDay}
            onChange={(on) => set({ isSameDay: on })}
          />
        </div>
        {form.type === 'cake' && (
          <div className="sm:col-span-2">
            <Tick
              label={m.photos_field_printable()}
              checked={form.photoPrintable}
              onChange={(on) => set({ photoPrintable: on })}
            />
            <p className={`${ui.hint} mt-1`}>{m.photos_field_printable_hint()}</p>
          </div>
        )}
      </Card>

      <fieldset className={ui.card}>
        <legend className="float-left w-full">
          <h2 className={heading}>{m.catalog_staff_occasions()}</h2>
        </legend>
        <div className="clear-left" />
        <p className={`${ui.hint} mt-1`}>{m.catalog_staff_occasions_hint()}</p>
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

      <Card title={m.catalog_staff_filters()} hint={m.catalog_staff_filters_hint()}>
        <TextField
          {...field('tags')}
          label={m.catalog_staff_tags()}
          optional
          placeholder={m.catalog_staff_tags_example()}
        />
        <TextField
          {...field('colors')}
          label={m.catalog_staff_colours()}
          optional
          placeholder={m.catalog_staff_colours_example()}
        />
        <TextField
          {...field('sizes')}
          label={m.catalog_staff_sizes()}
          optional
          placeholder={m.catalog_staff_sizes_example()}
        />
      </Card>

      <div className="space-y-3">
        {alert && <FormAlert tone={alert.tone}>{alert.text}</FormAlert>}
        <SubmitButton busy={busy} busyLabel={m.catalog_staff_saving()}>
          {isNew ? m.catalog_staff_create_draft() : m.catalog_staff_save_changes()}
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
      <p className={ui.label}>{m.catalog_staff_type()}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-cocoa">
          {type === ''
            ? m.catalog_staff_type_not_chosen()
            : type === 'cake'
              ? m.catalog_staff_type_cake()
              : m.catalog_staff_type_gift()}
        </span>
        {onChange && (
          <button type="button" className={`${ui.link} text-sm`} onClick={onChange}>
            {m.catalog_staff_change_type()}
          </button>
        )}
      </p>
      <p className={`${ui.hint} mt-1`}>{onChange ? TYPE_FIXED : m.catalog_staff_type_fixed()}</p>
      {error && <p className={`${ui.error} mt-1`}>{error}</p>}
    </div>
  );
}
