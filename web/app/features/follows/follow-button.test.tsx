import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '~/features/session';
import { FollowButton, followersText } from './follow-button';

// Outside a signed-in session (as the server renders every page) the button says Follow, not
// pressed, with the count the page carries.

const inPage = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <SessionProvider>{node}</SessionProvider>
    </MemoryRouter>,
  );

describe('FollowButton', () => {
  it('renders an unpressed Follow toggle named after the store, with the count', () => {
    const html = inPage(
      <FollowButton store={{ slug: 'kumari', name: 'Kumari <Cake> House', followerCount: 1250 }} />,
    );
    expect(html).toContain('aria-pressed="false"');
    // Its name reads "Follow Kumari <Cake> House": the store's name is there for screen readers.
    expect(html.replace(/<!-- -->/g, '')).toContain(
      '>Follow<span class="sr-only"> Kumari &lt;Cake&gt; House</span>',
    );
    expect(html).toContain('1,250 followers');
  });

  it('says follower for one and followers otherwise', () => {
    expect(followersText(0)).toBe('0 followers');
    expect(followersText(1)).toBe('1 follower');
    expect(followersText(12)).toBe('12 followers');
  });
});
