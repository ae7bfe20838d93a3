import {
  formatDate,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABEL,
  TICKET_MESSAGE_MAX,
  type TOrderCard,
  ZCreateTicketBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { toast } from '~/components/toast';
import { fetchOrders, ImagePicker, type PickerState, unlessUploading } from '~/features/orders';
import { sendTicket } from './tickets-api';

/**
 * /profile/tickets/new: what it is about, which order (optional; `?order=` from an order's page
 * picks it), a subject, the message and pictures. Sent, it opens the new ticket's page.
 */
export function NewTicketPage({ orders }: { orders: TOrderCard[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromOrder = params.get('order') ?? '';
  const form = useForm({ category: fromOrder ? 'order' : '', orderId: fromOrder, subject: '', message: '' });
  const [images, setImages] = useState<PickerState>({ ids: [], uploading: false });
  const onImages = useCallback((s: PickerState) => setImages(s), []);

  const onSubmit = form.submit(
    ZCreateTicketBody,
    (v) => ({
      subject: v.subject,
      category: v.category || undefined,
      message: v.message,
      orderId: v.orderId || null,
      imageIds: images.ids,
    }),
    async (body) => {
      const res = await sendTicket(body);
      toast.success(res.message ?? m.support_ticket_opened());
      navigate(`/profile/tickets/${res.data.id}`);
    },
  );

  // An order named by the link but not among the recent ones still shows as chosen.
  const orderOptions = [
    { value: '', label: m.support_order_none() },
    ...(fromOrder && !orders.some((o) => o.orderId === fromOrder)
      ? [{ value: fromOrder, label: m.support_order_came_from() }]
      : []),
    ...orders.map((o) => ({
      value: o.orderId,
      label: `${o.number} · ${o.title} · ${formatDate(o.placedAt, 'day')}`,
    })),
  ];

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/tickets" className={`${ui.link} text-sm`}>
        {m.support_back_to_tickets()}
      </Link>
      <h1 className={`${ui.heading} mt-3`}>{m.support_new_ticket_meta()}</h1>
      <p className={ui.lead}>{m.support_new_ticket_lead()}</p>
      <form
        aria-label={m.support_new_ticket()}
        noValidate
        className={`${ui.card} mt-6 space-y-4`}
        onSubmit={unlessUploading(images, form.setAlert, onSubmit)}
      >
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        <SelectField
          label={m.support_what_about()}
          options={[
            { value: '', label: m.support_choose() },
            ...TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_LABEL[c] })),
          ]}
          {...form.field('category')}
        />
        <SelectField label={m.support_order()} optional options={orderOptions} {...form.field('orderId')} />
        <TextField
          label={m.support_subject()}
          maxLength={120}
          showCount
          placeholder={m.support_subject_placeholder()}
          {...form.field('subject')}
        />
        <TextAreaField
          label={m.support_message()}
          maxLength={TICKET_MESSAGE_MAX}
          showCount
          minRows={5}
          maxRows={14}
          hint={m.support_message_hint()}
          {...form.field('message')}
        />
        <ImagePicker orderId={null} onChange={onImages} />
        {form.errors.imageIds && (
          <p role="alert" className="text-sm font-medium text-danger">
            {form.errors.imageIds}
          </p>
        )}
        <div className="flex justify-end">
          <SubmitButton
            busy={form.busy || images.uploading}
            busyLabel={images.uploading ? m.support_uploading_images() : m.support_sending()}
          >
            {m.support_send_ticket()}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

/**
 * For the route's clientLoader: the shopper's latest orders for the picker; without them the form
 * still works (no order).
 */
export const loadRecentOrders = (signal: AbortSignal): Promise<TOrderCard[]> =>
  fetchOrders(1, signal).then(
    (r) => r.data.orders,
    () => [],
  );
