import type { TTicketMessage } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { SIDE_LABEL, SIDE_WORD } from './ticket-bits';

/** The conversation, oldest first; bodies are plain text with their line breaks kept. */
export function TicketThread({ messages }: { messages: TTicketMessage[] }) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((m) => {
        const team = m.side !== 'customer';
        return (
          <li key={m.id} className={`sm:max-w-[88%] ${team ? 'sm:ml-auto' : 'sm:mr-auto'}`}>
            <article
              aria-label={`${m.authorName}, ${SIDE_WORD[m.side]}`}
              className={`rounded-3xl border p-4 shadow-soft sm:px-5 ${
                team ? 'border-berry/20 bg-berry-soft/40' : 'border-line bg-white'
              }`}
            >
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
              <p className="mt-2 break-words whitespace-pre-wrap text-cocoa">{m.body}</p>
              {m.images.length > 0 && (
                <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
                  {m.images.map((img, i) => (
                    <li key={img.id}>
                      <a
                        href={img.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="block overflow-hidden rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
                      >
                        <img
                          src={img.url}
                          alt={`Attachment ${i + 1} from ${m.authorName}, opens full size`}
                          width={img.width}
                          height={img.height}
                          loading="lazy"
                          className="size-24 object-cover"
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
