import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

describe('Stars', () => {
  it('is one labelled image with the stars filled to the nearest half', () => {
    const html = renderToString(<Stars value={4.3} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="4.3 out of 5 stars"');
    // 4.3 shows as four and a half stars: 90 % of the row filled.
    expect(html).toContain('width:90%');
  });

  it('draws no filled part below a quarter star, and never more than five', () => {
    expect(renderToString(<Stars value={0.2} />)).not.toContain('width:');
    expect(renderToString(<Stars value={7} />)).toContain('width:100%');
  });

  it('takes a label and a size of its own', () => {
    const html = renderToString(<Stars value={4.5} size="xs" label="Rated 4.5 out of 5 by 2 people" />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5 by 2 people"');
    expect(html).toContain('--star:0.875rem');
  });
});
