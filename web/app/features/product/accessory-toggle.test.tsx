import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccessoryToggle } from './accessory-toggle';

/** The button's text as a screen reader reads it (tags and React's text separators dropped). */
const buttonText = (html: string) =>
  (html.match(/<button[^>]*>(.*?)<\/button>/)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

describe('AccessoryToggle (extras with the cake)', () => {
  it('offers to add the accessory with the cake', () => {
    const html = renderToString(<AccessoryToggle name="Party Candles" picked={false} onToggle={() => {}} />);
    expect(buttonText(html)).toBe('Add Party Candles with the cake');
    expect(html).not.toContain('Added');
  });

  it('shows it is added and offers to remove it, in the same button', () => {
    const html = renderToString(<AccessoryToggle name="Party Candles" picked onToggle={() => {}} />);
    expect(buttonText(html)).toBe('Remove Party Candles');
    expect(html).toContain('Added');
  });
});
