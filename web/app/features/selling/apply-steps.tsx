import {
  formatNumber,
  SELLER_DISTRICTS,
  type TSellerApplication,
  type TSellerApplicationBody,
  type TSellerDocument,
  ZSellerApplicationBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useRef, useState } from 'react';
import {
  buttonClass,
  FormAlert,
  MobileField,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
  validate,
} from '~/components/form';
import { ApplyReview } from './apply-review';
import { DocumentPicker } from './document-picker';
import { TickList } from './tick-list';

export type FormOptions = {
  locations: { id: number; name: string; district: string }[];
  categories: { id: number; name: string }[];
};

const STEPS = [
  { title: m.selling_step_business(), fields: ['businessName', 'panNumber', 'phone'] },
  { title: m.selling_step_where(), fields: ['address', 'district', 'locationIds'] },
  { title: m.selling_step_what(), fields: ['categoryIds'] },
  { title: m.selling_step_documents(), fields: ['documentIds'] },
  { title: m.selling_step_check(), fields: [] },
] as const;
const LAST = STEPS.length - 1;

const stepOf = (field: string) =>
  Math.max(
    0,
    STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field)),
  );

/**
 * The application as steps, each checked with the contract's rules before the next; the last
 * shows everything once more. An application sent back for changes starts filled in.
 */
export function ApplySteps({
  options,
  editing,
  send,
}: {
  options: FormOptions;
  editing: TSellerApplication | null;
  send: (body: TSellerApplicationBody) => Promise<void>;
}) {
  const form = useForm({
    businessName: editing?.businessName ?? '',
    panNumber: editing?.panNumber ?? '',
    phone: editing?.phone ?? '',
    address: editing?.address ?? '',
    district: editing?.district ?? '',
  });
  const [locationIds, setLocationIds] = useState<number[]>(editing?.locations.map((l) => l.id) ?? []);
  const [categoryIds, setCategoryIds] = useState<number[]>(editing?.categories.map((c) => c.id) ?? []);
  const [documents, setDocuments] = useState<TSellerDocument[]>(editing?.documents ?? []);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list fields are not text inputs, but their errors live with the others.
  const setError = form.setFieldError as (name: string, message: string | undefined) => void;

  const body = (): TSellerApplicationBody => ({
    ...form.values,
    district: form.values.district as TSellerApplicationBody['district'],
    locationIds,
    categoryIds,
    documentIds: documents.map((d) => d.id),
  });

  const goTo = (n: number) => {
    setStep(n);
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => heading.current?.focus());
  };

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const result = validate(ZSellerApplicationBody, body());
    const fields = STEPS[step].fields as readonly string[];
    const wrong = result.ok ? [] : fields.filter((f) => result.errors[f]);
    for (const name of fields) setError(name, result.ok ? undefined : result.errors[name]);
    if (wrong.length > 0) {
      requestAnimationFrame(() => el.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    goTo(step + 1);
  }

  const submit = form.submit(ZSellerApplicationBody, body, async (data) => {
    try {
      await send(data);
    } catch (e) {
      const fields = (e as { errors?: Record<string, string[]> }).errors;
      const first = fields ? Object.keys(fields)[0]?.split('.').pop() : undefined;
      if (first) setStep(stepOf(first));
      throw e;
    }
  });

  const f = form.field;
  const districts = [
    { value: '', label: m.selling_choose_district() },
    ...SELLER_DISTRICTS.map((d) => ({ value: d, label: d })),
  ];
  return (
    <form noValidate onSubmit={step === LAST ? submit : next} className="space-y-5">
      <nav aria-label={m.selling_application_steps()}>
        <ol className="flex gap-1.5">
          {STEPS.map((s, i) => (
            <li
              key={s.title}
              aria-current={i === step ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-berry' : 'bg-cream-deep'}`}
            >
              <span className="sr-only">
                {s.title}
                {i < step ? m.selling_step_done() : ''}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-sm text-cocoa-soft">
          {m.selling_step_of({ step: formatNumber(step + 1), total: formatNumber(STEPS.length) })}
        </p>
      </nav>
      <h2 ref={heading} tabIndex={-1} className="font-display text-xl font-semibold text-cocoa outline-none">
        {STEPS[step].title}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}

      {step === 0 && (
        <>
          <TextField
            label={m.selling_business_name()}
            autoComplete="organization"
            maxLength={100}
            {...f('businessName')}
          />
          <TextField
            label={m.selling_pan_vat()}
            inputMode="numeric"
            maxLength={9}
            hint={m.selling_pan_hint()}
            {...f('panNumber')}
          />
          <MobileField label={m.selling_contact_phone()} {...f('phone')} />
        </>
      )}
      {step === 1 && (
        <>
          <TextField
            label={m.selling_shop_address()}
            autoComplete="street-address"
            maxLength={200}
            {...f('address')}
          />
          <SelectField label={m.selling_district()} options={districts} {...f('district')} />
          <TickList
            legend={m.selling_where_deliver()}
            hint={m.selling_where_deliver_hint()}
            items={options.locations.map((l) => ({ id: l.id, name: l.name, note: l.district }))}
            chosen={locationIds}
            error={form.errors.locationIds}
            onChange={(ids) => {
              setLocationIds(ids);
              setError('locationIds', undefined);
            }}
          />
        </>
      )}
      {step === 2 && (
        <TickList
          legend={m.selling_categories_sell()}
          items={options.categories}
          chosen={categoryIds}
          error={form.errors.categoryIds}
          onChange={(ids) => {
            setCategoryIds(ids);
            setError('categoryIds', undefined);
          }}
        />
      )}
      {step === 3 && (
        <DocumentPicker
          documents={documents}
          error={form.errors.documentIds}
          onChange={(docs) => {
            setDocuments(docs);
            setError('documentIds', undefined);
          }}
        />
      )}
      {step === LAST && (
        <ApplyReview
          values={form.values}
          locations={options.locations.filter((l) => locationIds.includes(l.id))}
          categories={options.categories.filter((c) => categoryIds.includes(c.id))}
          documents={documents}
          onEdit={goTo}
        />
      )}

      <div className="flex flex-wrap-reverse items-center justify-between gap-3 pt-2">
        {step > 0 ? (
          <button type="button" className={buttonClass('secondary')} onClick={() => goTo(step - 1)}>
            {m.selling_back()}
          </button>
        ) : (
          <span />
        )}
        {step === LAST ? (
          <SubmitButton busy={form.busy} busyLabel={m.selling_sending()}>
            {editing ? m.selling_send_again() : m.selling_send_application()}
          </SubmitButton>
        ) : (
          <button type="submit" className={buttonClass('primary')}>
            {m.selling_next()}
          </button>
        )}
      </div>
    </form>
  );
}
