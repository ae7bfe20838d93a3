import { splitMentions } from '@upahar/contract';
import { Link } from 'react-router';

/**
 * Text a person wrote, rendered as text (against stored XSS; never dangerouslySetInnerHTML).
 * Only @mentions the server confirmed become links; line breaks are kept by CSS.
 */
export function UserText({
  text,
  mentions = [],
  className = '',
}: {
  text: string;
  mentions?: readonly string[];
  className?: string;
}) {
  const parts = mentions.length ? splitMentions(text, mentions) : [{ kind: 'text' as const, text }];
  return (
    <p className={`whitespace-pre-line break-words leading-relaxed ${className}`}>
      {parts.map((p, i) =>
        p.kind === 'mention' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            to={`/user/${encodeURIComponent(p.username)}`}
            className="font-medium text-berry hover:underline focus-visible:rounded"
          >
            {p.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
