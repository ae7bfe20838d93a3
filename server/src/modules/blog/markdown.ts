import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// A post's Markdown becomes HTML here, on the server, when the post is saved (and for the
// dashboard's preview). Raw HTML in the Markdown is not passed through, and whatever the renderer
// produces is sanitised against an allow-list again, so a post can never carry a script, an event
// handler or a javascript: link into the shop's pages, whoever wrote it.

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

// The words a reader gets through in a minute, for the "n min read" label.
const WORDS_PER_MINUTE = 200;

const isOwnPath = (src: string) => src.startsWith('/media/') && !src.startsWith('//');
const isExternal = (href: string) => /^https?:\/\//i.test(href) || href.startsWith('//');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'em',
    'strong',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
  },
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A post's own title is its page's h1: headings in the body start one level below.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isExternal(href))
        return { tagName, attribs: { href, ...(attribs.title ? { title: attribs.title } : {}) } };
      return {
        tagName,
        attribs: { ...attribs, href, rel: 'noopener nofollow', target: '_blank' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Pictures only from the shop's own media or over https; anything else is dropped.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(isOwnPath(frame.attribs.src ?? '') || /^https:\/\//i.test(frame.attribs.src ?? '')),
};

/** Makes HTML safe to print in the shop's pages: only the allow-listed tags and attributes. */
export function sanitizePostHtml(html: string): string {
  // sanitize-html checks schemes of src against allowedSchemesByTag, which would refuse our own
  // relative /media paths: those are allowed by the filter above instead.
  return sanitizeHtml(html, { ...OPTIONS, allowedSchemesAppliedToAttributes: ['href', 'cite'] });
}

/** Counts the words of the text a reader sees, never fewer than one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A post body as the shop shows it: rendered, sanitised, with its reading time. */
export function renderPostBody(markdown: string): { html: string; readingMinutes: number } {
  return { html: sanitizePostHtml(md.render(markdown)), readingMinutes: readingMinutes(markdown) };
}
