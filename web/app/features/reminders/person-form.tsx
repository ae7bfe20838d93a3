import {
  OCCASIONS_PER_PERSON_MAX,
  type TReminderPerson,
  type TReminderPersonBody,
  ZReminderPersonBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass, FormAlert, TextField, useForm } from '~/components/form';
import { Plus } from '~/components/icon';
import { toast } from '~/components/toast';
import { OccasionFields } from './occasion-fields';
import { bodyOf, draftOf, newOccasion, OCCASION_FIELDS, occasionKey, withoutOccasion } from './person-draft';

/** Problems land on the field their path names ("occasions.1.day"; the server writes "occasions/1/day"). */
const fieldOf = (path: PropertyKey[]) => path.map(String).join('.').replaceAll('/', '.');

/** A person with their occasions: the add form and each card's editor. */
export function PersonForm({
  person,
  prefill,
  send,
  onDone,
  onCancel,
  label,
}: {
  person: TReminderPerson | null;
  prefill?: { name?: string; phone?: string; orderId?: string };
  send: (body: TReminderPersonBody) => Promise<{ message?: string }>;
  onDone: () => Promise<void> | void;
  onCancel: () => void;
  label: string;
}) {
  const start = draftOf(person, prefill);
  const form = useForm(start.draft, undefined, fieldOf);
  const [count, setCount] = useState(start.count);
  const submit = form.submit(
    ZReminderPersonBody,
    (v) => bodyOf(v, count),
    async () => {
      const res = await send(bodyOf(form.values, count));
      if (res.message) toast.success(res.message);
      await onDone();
    },
  );
  const addOccasion = () => {
    const fresh = newOccasion();
    for (const f of OCCASION_FIELDS) form.setValue(occasionKey(count, f), fresh[f]);
    setCount(count + 1);
  };
  const removeOccasion = (at: number) => {
    form.setValues(withoutOccasion(form.values, count, at));
    setCount(count - 1);
  };
  return (
    <form aria-label={label} noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={m.occasions_field_name()}
          maxLength={60}
          autoComplete="off"
          {...form.field('name')}
        />
        <TextField
          label={m.occasions_field_relation()}
          maxLength={40}
          optional
          hint={m.occasions_field_relation_hint()}
          {...form.field('relation')}
        />
        <TextField
          label={m.occasions_field_phone()}
          type="tel"
          inputMode="tel"
          maxLength={20}
          optional
          hint={m.occasions_field_phone_hint()}
          {...form.field('phone')}
        />
      </div>
      {form.values.orderId && <p className="text-sm text-cocoa-soft">{m.occasions_from_order()}</p>}
      {Array.from({ length: count }, (_, i) => (
        <OccasionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the draft's places, moved up on removal
          key={i}
          form={form}
          at={i}
          onRemove={count > 1 ? () => removeOccasion(i) : null}
        />
      ))}
      {form.errors.occasions && <p className="text-sm font-medium text-danger">{form.errors.occasions}</p>}
      {count < OCCASIONS_PER_PERSON_MAX && (
        <div>
          <button type="button" onClick={addOccasion} className={buttonClass('quiet', '', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            {m.occasions_add_occasion()}
          </button>
        </div>
      )}
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
          {m.occasions_save()}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {m.common_cancel()}
        </button>
      </div>
    </form>
  );
}
