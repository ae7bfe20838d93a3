import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_NAMES,
  FEEDBACK_SUBJECTS,
  ZFeedbackBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import {
  ContactFields,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { CircleCheck } from '~/components/icon';
import { useSession } from '~/features/session';
import { sendFeedback } from './info-api';

const SUBJECT_OPTIONS = [
  { value: '', label: m.info_choose_subject() },
  ...FEEDBACK_SUBJECTS.map((s) => ({ value: s, label: FEEDBACK_SUBJECT_NAMES[s] })),
];

/** The contact form. Signed-in people find their name and e-mail filled in. */
export function ContactForm() {
  const { user } = useSession();
  const form = useForm({ name: '', email: '', phone: '', subject: '', orderNumber: '', message: '' });
  const [thanks, setThanks] = useState<string | null>(null);
  const { setValues } = form;

  // The session is known only in the browser: fill in what is still empty once it is.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || user.name || '', email: v.email || user.email || '' }));
  }, [user, setValues]);

  if (thanks) {
    return (
      <div role="status" className="flex flex-col items-center py-8 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 font-display text-2xl font-semibold text-cocoa">{m.info_message_sent()}</p>
        <p className="mt-2 max-w-md text-cocoa-soft">{thanks}</p>
      </div>
    );
  }

  const orderRelated = form.values.subject === 'order' || form.values.subject === 'delivery';
  return (
    <form
      noValidate
      aria-label={m.info_contact_form()}
      className="space-y-4"
      onSubmit={form.submit(
        ZFeedbackBody,
        (v) => v,
        async (body) => {
          const res = await sendFeedback(body);
          setThanks(res.message ?? m.info_thanks());
        },
      )}
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          name={form.field('name')}
          email={form.field('email')}
          phone={form.field('phone')}
          phoneOptional
        />
        <SelectField label={m.info_what_about()} options={SUBJECT_OPTIONS} {...form.field('subject')} />
      </div>
      <TextField
        label={m.info_order_number()}
        optional
        placeholder="UP-3F9A1C7B2E04"
        hint={orderRelated ? m.info_order_number_hint() : undefined}
        maxLength={30}
        {...form.field('orderNumber')}
      />
      <TextAreaField
        label={m.info_your_message()}
        maxLength={FEEDBACK_MESSAGE_MAX}
        showCount
        minRows={5}
        {...form.field('message')}
      />
      <SubmitButton busy={form.busy} className="w-full sm:w-auto">
        {m.info_send_message()}
      </SubmitButton>
      <p className={ui.hint}>{m.info_answer_time()}</p>
    </form>
  );
}
