import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

describe('Stars', () => {
  it('is one labelled image with the stars filled to the nearest half', () => {
    const html = renderToString(<Stars value={4.3} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="4.3 out of 5 stars"');
    // 4.3 shows as four and a half stars.
    expect(html.match(/width:100%/g)).toHaveLength(4);
    expect(html.match(/width:50%/g)).toHaveLength(1);
  });

  it('takes a label of its own', () => {
    const html = renderToString(<Stars value={4.5} size="xs" label="Rated 4.5 out of 5 by 2 people" />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5 by 2 people"');
    expect(html).toContain('size-3.5');
  });
});
