import { textBlocks } from './plain-text';

/** A section's plain text as paragraphs and bulleted lists. */
export function PlainText({ body }: { body: string }) {
  return (
    <>
      {textBlocks(body).map((b, i) =>
        b.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
          <ul key={i} className="mt-3 list-disc space-y-1.5 pl-6 marker:text-berry">
            {b.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text may repeat
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
          <p key={i} className="mt-3">
            {b.lines.join(' ')}
          </p>
        ),
      )}
    </>
  );
}
