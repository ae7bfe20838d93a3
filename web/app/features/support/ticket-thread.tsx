import type { TTicketMessage } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { authorLabel, SIDE_LABEL, SIDE_WORD } from './ticket-bits';

/** Whose page the thread is on: the shopper's own ticket, or the support team's copy of it. */
type Viewer = 'shopper' | 'staff';

type Words = {
  /** A message from the reader's side, set apart on the right. */
  ours: (msg: TTicketMessage) => boolean;
  label: (msg: TTicketMessage) => string;
  pictures: string;
  alt: (msg: TTicketMessage, i: number) => string;
};

const WORDS: Record<Viewer, Words> = {
  shopper: {
    ours: (msg) => msg.mine,
    label: (msg) =>
      m.support_message_label({ author: authorLabel(msg), date: formatDate(msg.createdAt, 'date-time') }),
    pictures: m.support_pictures(),
    alt: (msg, i) =>
      m.support_picture_alt({
        author: authorLabel(msg),
        index: formatNumber(i + 1),
        total: formatNumber(msg.images.length),
      }),
  },
  staff: {
    ours: (msg) => msg.side !== 'customer',
    label: (msg) => `${msg.authorName}, ${SIDE_WORD[msg.side]}`,
    pictures: m.support_attachments(),
    alt: (msg, i) => m.support_attachment_alt({ index: formatNumber(i + 1), author: msg.authorName }),
  },
};

/** Who wrote and when: the shopper reads "You" and the date; the team the side and how long ago. */
function Byline({ msg, viewer }: { msg: TTicketMessage; viewer: Viewer }) {
  if (viewer === 'shopper')
    return (
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-cocoa">{authorLabel(msg)}</p>
        <p className="text-xs text-cocoa-soft">
          <time dateTime={msg.createdAt}>{formatDate(msg.createdAt, 'date-time')}</time>
        </p>
      </header>
    );
  return (
    <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-semibold text-cocoa">{msg.authorName}</span>
      <span className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
        {SIDE_LABEL[msg.side]}
      </span>
      <time
        dateTime={msg.createdAt}
        title={formatDate(msg.createdAt, 'date-time')}
        className="ml-auto text-sm text-cocoa-soft"
      >
        {formatDate(msg.createdAt, 'relative')}
      </time>
    </header>
  );
}

/** The messages of a ticket, oldest first: the reader's side on the right, the other on the left. */
export function TicketThread({ messages, viewer }: { messages: readonly TTicketMessage[]; viewer: Viewer }) {
  const words = WORDS[viewer];
  return (
    <ol className="space-y-4" aria-label={m.support_messages()}>
      {messages.map((msg) => {
        const ours = words.ours(msg);
        return (
          <li key={msg.id} className={`flex ${ours ? 'justify-end' : 'justify-start'}`}>
            <article
              aria-label={words.label(msg)}
              className={`w-full max-w-[36rem] rounded-3xl border p-4 shadow-soft sm:p-5 ${
                ours ? 'border-berry/20 bg-berry-soft' : 'border-line bg-white'
              }`}
            >
              <Byline msg={msg} viewer={viewer} />
              {/* Plain text as written: line breaks kept, never read as HTML. */}
              <p className="mt-2 whitespace-pre-line break-words text-cocoa">{msg.body}</p>
              {msg.images.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={words.pictures}>
                  {msg.images.map((img, i) => (
                    <li key={img.id}>
                      <a
                        href={img.url}
                        target="_blank"
                        rel="noreferrer"
                        className="block size-20 overflow-hidden rounded-2xl border border-line bg-cream-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
                      >
                        <img
                          src={img.url}
                          alt={words.alt(msg, i)}
                          width={img.width}
                          height={img.height}
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
