import * as Dialog from '@radix-ui/react-dialog';
import type { TDashboardBlogPost } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { buttonClass, ui } from '~/components/form';
import { CalendarClock, Trash2 } from '~/components/icon';
import type { PublishMode } from './blog-form';

const STATE = {
  draft: m.blog_staff_state_draft(),
  scheduled: m.blog_staff_state_scheduled(),
  published: m.blog_staff_state_published(),
};

/** Save, publish now, schedule (Kathmandu time) or unpublish; delete with a confirmation. */
export function BlogPublishPanel({
  post,
  publishAt,
  onPublishAt,
  publishAtError,
  busy,
  onSave,
  onDelete,
}: {
  post: TDashboardBlogPost | null;
  publishAt: string;
  onPublishAt: (v: string) => void;
  publishAtError?: string;
  busy: boolean;
  onSave: (mode: PublishMode) => void;
  onDelete: () => Promise<void>;
}) {
  const status = post?.status ?? 'draft';
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={ui.card} aria-labelledby="publish-heading">
      <h2 id="publish-heading" className="font-display text-xl font-semibold text-cocoa">
        {m.blog_staff_publishing()}
      </h2>
      <p className={`${ui.hint} mt-1`} role="status">
        {status !== 'draft' && post?.publishedAt
          ? (status === 'scheduled' ? m.blog_staff_state_scheduled_at : m.blog_staff_state_published_since)({
              date: formatDate(post.publishedAt, 'date-time'),
            })
          : STATE[status]}
      </p>
      <div className="mt-4 grid gap-2">
        {status === 'published' ? (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy}
              onClick={() => onSave('keep')}
            >
              {m.blog_staff_save_changes()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={busy}
              onClick={() => onSave('draft')}
            >
              {m.blog_staff_unpublish()}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={busy}
              onClick={() => onSave('now')}
            >
              {m.blog_staff_publish_now()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={busy}
              onClick={() => onSave('draft')}
            >
              {status === 'scheduled' ? m.blog_staff_unschedule() : m.blog_staff_save_draft()}
            </button>
          </>
        )}
      </div>
      <div className="mt-5 border-t border-line pt-4">
        <label htmlFor="publish-at" className={ui.label}>
          {m.blog_staff_publish_at()}
        </label>
        <input
          id="publish-at"
          type="datetime-local"
          value={publishAt}
          onChange={(e) => onPublishAt(e.currentTarget.value)}
          aria-invalid={publishAtError ? true : undefined}
          aria-describedby={publishAtError ? 'publish-at-error' : undefined}
          className={ui.input}
        />
        {publishAtError && (
          <p id="publish-at-error" className={`${ui.error} mt-1.5`}>
            {publishAtError}
          </p>
        )}
        <button
          type="button"
          className={buttonClass('secondary', 'mt-2 w-full')}
          disabled={busy || publishAt === ''}
          onClick={() => onSave('at')}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {status === 'scheduled' ? m.blog_staff_move_schedule() : m.blog_staff_schedule()}
        </button>
      </div>
      {post && (
        <Dialog.Root open={confirming} onOpenChange={setConfirming}>
          <Dialog.Trigger className={buttonClass('danger', 'mt-5 w-full', 'sm')} disabled={busy}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.blog_staff_delete_post()}
          </Dialog.Trigger>
          <DialogPanel
            title={m.blog_staff_delete_title({ title: post.title })}
            description={m.blog_staff_delete_description()}
          >
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass('secondary')}>{m.blog_staff_keep_it()}</Dialog.Close>
              <button
                type="button"
                className={buttonClass('danger')}
                disabled={busy}
                onClick={() => void onDelete().finally(() => setConfirming(false))}
              >
                {m.blog_staff_delete()}
              </button>
            </div>
          </DialogPanel>
        </Dialog.Root>
      )}
    </section>
  );
}
