import {
  formatDate,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABEL,
  TICKET_MESSAGE_MAX,
  type TOrderCard,
  ZCreateTicketBody,
} from '@upahar/contract';
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
      toast.success(res.message ?? 'Your ticket is open');
      navigate(`/profile/tickets/${res.data.id}`);
    },
  );

  // An order named by the link but not among the recent ones still shows as chosen.
  const orderOptions = [
    { value: '', label: 'None' },
    ...(fromOrder && !orders.some((o) => o.orderId === fromOrder)
      ? [{ value: fromOrder, label: 'The order you came from' }]
      : []),
    ...orders.map((o) => ({
      value: o.orderId,
      label: `${o.number} · ${o.title} · ${formatDate(o.placedAt, 'day')}`,
    })),
  ];

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/profile/tickets" className={`${ui.link} text-sm`}>
        Back to your tickets
      </Link>
      <h1 className={`${ui.heading} mt-3`}>Open a ticket</h1>
      <p className={ui.lead}>
        Tell us what happened; our team, or the store that made your order, will answer here.
      </p>
      <form
        aria-label="New ticket"
        noValidate
        className={`${ui.card} mt-6 space-y-4`}
        onSubmit={unlessUploading(images, form.setAlert, onSubmit)}
      >
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        <SelectField
          label="What is it about?"
          options={[
            { value: '', label: 'Choose…' },
            ...TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_LABEL[c] })),
          ]}
          {...form.field('category')}
        />
        <SelectField label="Order" optional options={orderOptions} {...form.field('orderId')} />
        <TextField
          label="Subject"
          maxLength={120}
          showCount
          placeholder="e.g. My order arrived late"
          {...form.field('subject')}
        />
        <TextAreaField
          label="Message"
          maxLength={TICKET_MESSAGE_MAX}
          showCount
          minRows={5}
          maxRows={14}
          hint="What happened, and what would make it right for you?"
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
            busyLabel={images.uploading ? 'Uploading images…' : 'Sending…'}
          >
            Send ticket
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
