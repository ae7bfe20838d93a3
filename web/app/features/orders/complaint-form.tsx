import { formatDate, type TDeliveryProof, ZComplainBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useState } from 'react';
import { buttonClass, FormAlert, SubmitButton, TextAreaField, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { ImagePicker, type PickerState, unlessUploading } from './image-picker';
import { sendComplaint, type TComplaint } from './orders-api';

const aboutProof = ({ number, proof }: { number: string; proof: TDeliveryProof }) => ({
  value: proof.partId,
  label: m.proof_about_part({
    part: number,
    name: proof.receivedBy,
    time: formatDate(proof.deliveredAt, 'date-time'),
  }),
});

/**
 * The form behind "File a complaint": subject, description and up to 5
 * pictures, sent with "Send complaint" (a different name from the opener). The answer
 * is the order's complaints, newest included, which the page shows at once.
 */
export function ComplaintForm({
  orderId,
  example,
  onFiled,
  onCancel,
  proofs = [],
}: {
  orderId: string;
  /** The parts delivered with a proof: the complaint may be about how one was handed over. */
  proofs?: { number: string; proof: TDeliveryProof }[];
  /** A subject for the placeholder, in the order's words: "e.g. The flowers arrived damaged". */
  example: string;
  onFiled: (complaints: TComplaint[]) => void;
  onCancel: () => void;
}) {
  const form = useForm({ subject: '', message: '' });
  const [images, setImages] = useState<PickerState>({ ids: [], uploading: false });
  const [about, setAbout] = useState('');
  const onImages = useCallback((s: PickerState) => setImages(s), []);

  const onSubmit = form.submit(
    ZComplainBody,
    (v) => ({
      orderId,
      subject: v.subject,
      message: v.message,
      imageIds: images.ids,
      proofPartId: about || null,
    }),
    async (body) => {
      const res = await sendComplaint(body);
      toast.success(res.message ?? m.orders_complaint_received_toast());
      onFiled(res.data.complaints);
    },
  );

  return (
    <form onSubmit={unlessUploading(images, form.setAlert, onSubmit)} noValidate className="space-y-4">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      {proofs.length > 0 && (
        <fieldset className="space-y-1">
          <legend className="mb-1.5 text-sm font-semibold text-cocoa">{m.proof_about()}</legend>
          {[{ value: '', label: m.proof_about_order() }, ...proofs.map(aboutProof)].map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-cocoa"
            >
              <input
                type="radio"
                name="proofPartId"
                value={o.value}
                checked={about === o.value}
                onChange={() => setAbout(o.value)}
                className="size-5 shrink-0 accent-berry"
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={m.orders_subject()}
        maxLength={120}
        showCount
        placeholder={example}
        {...form.field('subject')}
      />
      <TextAreaField
        label={m.orders_describe_problem()}
        maxLength={2000}
        showCount
        minRows={4}
        maxRows={10}
        hint={m.orders_describe_hint()}
        {...form.field('message')}
      />
      <ImagePicker orderId={orderId} onChange={onImages} />
      {form.errors.imageIds && <p className="text-sm font-medium text-danger">{form.errors.imageIds}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {m.orders_cancel()}
        </button>
        <SubmitButton
          busy={form.busy || images.uploading}
          busyLabel={images.uploading ? m.orders_uploading_images() : m.orders_sending()}
        >
          {m.orders_send_complaint()}
        </SubmitButton>
      </div>
    </form>
  );
}
