// The information pages are written as plain text: a blank line starts a new paragraph and lines
// that start with "- " make a bulleted list. No HTML and no Markdown, so an editor's text can
// never inject markup; React escapes everything it renders.

export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n+/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** An id for a heading, for the table of contents' links. */
export const headingId = (heading: string, index: number) =>
  `${index + 1}-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}`;

/** Whether a FAQ entry matches what the visitor typed: every word, in the question or answer. */
export function faqMatches(query: string, item: { question: string; answer: string }): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${item.question} ${item.answer}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
