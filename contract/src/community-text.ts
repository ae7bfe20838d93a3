// Pure text helpers for user-written reviews, questions and comments.
// Shared by the server (what is stored) and the web (what is counted and rendered), so a
// length check in the browser agrees with the server's.

// Control characters other than tab and newline never belong in a review.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Plain text as it is stored (against stored XSS, text stays text, never HTML): unified line
 * endings, no control characters, no trailing spaces, at most one blank line in a row, trimmed.
 */
export function normaliseText(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Usernames follow ZUsername: letters, digits, dots and underscores, 3 to 30 long. */
const MENTION = /(^|[^a-zA-Z0-9_.@])@([a-zA-Z0-9_.]{3,30})/g;

/** The distinct lower-case usernames a text mentions with @username, in order of appearance. */
export function extractMentions(text: string, max = 10): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MENTION)) {
    // A sentence may end right after a mention: "thanks @sita." mentions sita.
    const name = m[2].replace(/\.+$/, '').toLowerCase();
    if (name.length >= 3 && !found.includes(name)) found.push(name);
    if (found.length >= max) break;
  }
  return found;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string };

/**
 * Splits text into plain parts and @mentions of the `known` usernames (the server says which
 * exist), so the web can render links without ever building HTML from user text.
 */
export function splitMentions(text: string, known: readonly string[]): TextPart[] {
  const allowed = new Set(known.map((k) => k.toLowerCase()));
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(MENTION)) {
    const name = m[2].replace(/\.+$/, '');
    if (!allowed.has(name.toLowerCase())) continue;
    const start = (m.index ?? 0) + m[1].length;
    const end = start + 1 + name.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'mention', text: text.slice(start, end), username: name.toLowerCase() });
    last = end;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
