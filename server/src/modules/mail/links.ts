// Links in the messages the shop sends. A mail client (and the development mailbox) that turns
// addresses into links takes everything up to the next space as the address, so a full stop or
// a bracket written straight after one becomes part of it, and the reader lands on a 404.

/** An address as a mail client cuts it: up to the next space, angle bracket or double quote. */
const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence or a bracket, never the last character of one of our links. */
const TRAILING = /[.,;:!?)\]}']+$/;

export type LinkSpan = { url: string; start: number; end: number };

/** The links of a text, each without the punctuation a sentence put straight after it. */
export function linksIn(text: string): LinkSpan[] {
  return [...text.matchAll(LINK)].map((m) => {
    const url = m[0].replace(TRAILING, '');
    return { url, start: m.index, end: m.index + url.length };
  });
}

/**
 * Whether a link stands apart from what follows it: a space, a line end, the end of the text, or
 * the '>' that closes "<https://...>". The address a client would cut there is then exactly it.
 */
const standsApart = (text: string, link: LinkSpan) => /^(\s|>|$)/.test(text.slice(link.end, link.end + 1));

/** The links of a message that a reader's mail client would cut wrongly (none, when all is well). */
export const linksRunTogether = (text: string): string[] =>
  linksIn(text)
    .filter((l) => !standsApart(text, l))
    .map((l) => text.slice(l.start, l.end + 1));

/**
 * Marks where each link ends when punctuation follows it straight away, the plain-text way: in
 * angle brackets ("open it at <https://upahar.com.np/store/sita-cakes>."). Links already followed
 * by a space or a line end are left as written.
 */
export function setLinksApart(text: string): string {
  let out = '';
  let from = 0;
  for (const link of linksIn(text)) {
    if (standsApart(text, link)) continue;
    out += `${text.slice(from, link.start)}<${link.url}>`;
    from = link.end;
  }
  return out + text.slice(from);
}
