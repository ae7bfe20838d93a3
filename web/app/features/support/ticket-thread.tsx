import type { TTicketMessage } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { authorLabel } from './ticket-bits';

/** The messages of a ticket, oldest first: the shopper's on one side, answers on the other. */
export function TicketThread({ messages }: { messages: readonly TTicketMessage[] }) {
  return (
    <ol className="space-y-4" aria-label="Messages">
      {messages.map((m) => (
        <li key={m.id} className={`flex ${m.mine ? 'justify-end' : 'justify-start'}`}>
          <article
            aria-label={`${authorLabel(m)}, ${formatDate(m.createdAt, 'date-time')}`}
            className={`w-full max-w-[36rem] rounded-3xl border p-4 shadow-soft sm:p-5 ${
              m.mine ? 'border-berry/20 bg-berry-soft' : 'border-line bg-white'
            }`}
          >
            <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold text-cocoa">{authorLabel(m)}</p>
              <p className="text-xs text-cocoa-soft">
                <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'date-time')}</time>
              </p>
            </header>
            {/* Plain text as written: line breaks kept, never read as HTML. */}
            <p className="mt-2 whitespace-pre-line break-words text-cocoa">{m.body}</p>
            {m.images.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Pictures">
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
                        alt={`Sent by ${authorLabel(m)} (${i + 1} of ${m.images.length}), opens full size`}
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
      ))}
    </ol>
  );
}
