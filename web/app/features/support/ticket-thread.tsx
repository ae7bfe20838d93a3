import type { TTicketMessage } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { authorLabel, SIDE_LABEL, SIDE_WORD } from './ticket-bits';

/** Whose page the thread is on: the shopper's own ticket, or the support team's copy of it. */
type Viewer = 'shopper' | 'staff';

type Words = {
  /** A message from the reader's side, set apart on the right. */
  ours: (m: TTicketMessage) => boolean;
  label: (m: TTicketMessage) => string;
  pictures: string;
  alt: (m: TTicketMessage, i: number) => string;
};

const WORDS: Record<Viewer, Words> = {
  shopper: {
    ours: (m) => m.mine,
    label: (m) => `${authorLabel(m)}, ${formatDate(m.createdAt, 'date-time')}`,
    pictures: 'Pictures',
    alt: (m, i) => `Sent by ${authorLabel(m)} (${i + 1} of ${m.images.length}), opens full size`,
  },
  staff: {
    ours: (m) => m.side !== 'customer',
    label: (m) => `${m.authorName}, ${SIDE_WORD[m.side]}`,
    pictures: 'Attachments',
    alt: (m, i) => `Attachment ${i + 1} from ${m.authorName}, opens full size`,
  },
};

/** Who wrote and when: the shopper reads "You" and the date; the team the side and how long ago. */
function Byline({ m, viewer }: { m: TTicketMessage; viewer: Viewer }) {
  if (viewer === 'shopper')
    return (
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-cocoa">{authorLabel(m)}</p>
        <p className="text-xs text-cocoa-soft">
          <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'date-time')}</time>
        </p>
      </header>
    );
  return (
    <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-semibold text-cocoa">{m.authorName}</span>
      <span className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">
        {SIDE_LABEL[m.side]}
      </span>
      <time
        dateTime={m.createdAt}
        title={formatDate(m.createdAt, 'date-time')}
        className="ml-auto text-sm text-cocoa-soft"
      >
        {formatDate(m.createdAt, 'relative')}
      </time>
    </header>
  );
}

/** The messages of a ticket, oldest first: the reader's side on the right, the other on the left. */
export function TicketThread({ messages, viewer }: { messages: readonly TTicketMessage[]; viewer: Viewer }) {
  const words = WORDS[viewer];
  return (
    <ol className="space-y-4" aria-label="Messages">
      {messages.map((m) => {
        const ours = words.ours(m);
        return (
          <li key={m.id} className={`flex ${ours ? 'justify-end' : 'justify-start'}`}>
            <article
              aria-label={words.label(m)}
              className={`w-full max-w-[36rem] rounded-3xl border p-4 shadow-soft sm:p-5 ${
                ours ? 'border-berry/20 bg-berry-soft' : 'border-line bg-white'
              }`}
            >
              <Byline m={m} viewer={viewer} />
              {/* Plain text as written: line breaks kept, never read as HTML. */}
              <p className="mt-2 whitespace-pre-line break-words text-cocoa">{m.body}</p>
              {m.images.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={words.pictures}>
                  {m.images.map((img, i) => (
                    <li key={img.id}>
                      <a
                        href={img.url}
                        target="_blank"
                        rel="noreferrer"
                        className="block size-20 overflow-hidden rounded-2xl border border-line bg-cream-deep focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
                      >
                        <img
                          src={img.url}
                          alt={words.alt(m, i)}
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
