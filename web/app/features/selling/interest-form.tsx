import { ZSellerInterestBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import {
  ContactFields,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { CircleCheck } from '~/components/icon';
import { sendInterest } from './selling-api';

/** The short "tell us about you" form on /sell-at-ug; the admins get it by e-mail. */
export function InterestForm() {
  const form = useForm({ name: '', email: '', phone: '', businessName: '', message: '' });
  const [thanks, setThanks] = useState<string | null>(null);

  if (thanks) {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 font-display text-xl font-semibold text-cocoa">{m.selling_message_sent()}</p>
        <p className="mt-2 text-cocoa-soft">{thanks}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit(
        ZSellerInterestBody,
        (v) => v,
        async (body) => {
          const res = await sendInterest(body);
          setThanks(res.message ?? m.selling_thanks_interest());
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <ContactFields name={form.field('name')} email={form.field('email')} phone={form.field('phone')} />
      <TextField
        label={m.selling_business_name()}
        autoComplete="organization"
        maxLength={100}
        {...form.field('businessName')}
      />
      <TextAreaField
        label={m.selling_what_you_make()}
        maxLength={1000}
        showCount
        {...form.field('message')}
      />
      <SubmitButton busy={form.busy} className="w-full sm:w-auto">
        {m.selling_send()}
      </SubmitButton>
      <p className={ui.hint}>{m.selling_answer_within()}</p>
    </form>
  );
}
