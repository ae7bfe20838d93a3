import { m } from '@upahar/contract/messages';
import { SubmitButton } from '~/components/form';
import { ImagePicker, type PickerState } from '~/features/orders';

// The pictures and the send button of a reply to a ticket, alike for the shopper and the team.

/** Pictures to send with a reply; `round` starts a fresh picker after each reply sent. */
export function ReplyPictures(p: { round: number; onChange: (s: PickerState) => void; error?: string }) {
  return (
    <>
      <ImagePicker key={p.round} orderId={null} onChange={p.onChange} />
      {p.error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {p.error}
        </p>
      )}
    </>
  );
}

/** "Send reply", which waits for the pictures to finish uploading. */
export function SendReplyButton({ busy, images }: { busy: boolean; images: PickerState }) {
  return (
    <SubmitButton
      busy={busy || images.uploading}
      busyLabel={images.uploading ? m.support_uploading_images() : m.support_sending()}
    >
      {m.support_send_reply()}
    </SubmitButton>
  );
}
