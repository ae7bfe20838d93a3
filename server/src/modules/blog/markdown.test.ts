import { describe, expect, it } from 'vitest';
import { readingMinutes, renderPostBody, sanitizePostHtml } from './markdown.ts';

// The second line of defence: whatever HTML the renderer produced, only the allow-list survives.
describe('sanitising post HTML', () => {
  it('drops scripts, event handlers, javascript: links and foreign pictures', () => {
    const html = sanitizePostHtml(
      '<h1>Title</h1><script>alert(1)</script><p onclick="x()">Hi <a href="javascript:alert(1)">me</a></p>' +
        '<img src="x" onerror="alert(1)"><img src="/media/blog/a.webp" alt="ours"><iframe src="https://evil"></iframe>' +
        '<a href="https://example.com">out</a><a href="/cakes">in</a><p style="color:red">styled</p>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Hi <a>me</a></p><img src="/media/blog/a.webp" alt="ours" loading="lazy" />' +
        '<a href="https://example.com" rel="noopener nofollow" target="_blank">out</a><a href="/cakes">in</a><p>styled</p>',
    );
  });

  it('keeps lists, quotes, code and tables', () => {
    const { html } = renderPostBody('- a\n- b\n\n> quote\n\n`code`\n\n| x | y |\n|---|--:|\n| 1 | 2 |');
    expect(html).toContain('<ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('reads about 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
