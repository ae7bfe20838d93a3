import type { ReactNode } from 'react';

// A vacancy's description is plain text written by the shop's admins. It is drawn as React
// elements, never as HTML, so whatever it contains is shown as text: blank lines split
// paragraphs and lines starting "- ", "* " or "• " become bullets.

const BULLET = /^\s*[-*•]\s+/;

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // Each chunk starts fresh: a blank line always ends the paragraph or list before it.
    let last: Block | null = null;
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (BULLET.test(raw)) {
        const item = raw.replace(BULLET, '').trim();
        if (last?.kind === 'ul') last.items.push(item);
        else {
          last = { kind: 'ul', items: [item] };
          blocks.push(last);
        }
      } else if (last?.kind === 'p') last.lines.push(line);
      else {
        last = { kind: 'p', lines: [line] };
        blocks.push(last);
      }
    }
  }
  return blocks;
}

export function VacancyText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-cocoa">
      {blocksOf(text).map((b, i) =>
        b.kind === 'ul' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
          <ul key={i} className="list-disc space-y-1.5 pl-6 marker:text-berry">
            {b.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i}>{joinLines(b.lines)}</p>
        ),
      )}
    </div>
  );
}

function joinLines(lines: string[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never move
  return lines.flatMap((l, i) => (i === 0 ? [l] : [<br key={i} />, l]));
}
