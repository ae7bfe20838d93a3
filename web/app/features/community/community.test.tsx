import type { TGetCommentsResponse, TGetReviewsResponse } from '@upahar/contract';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '~/features/session';
import { ProductComments, ProductReviews } from './index';

// The lists read through fetchers, which need a data router around them.
const wrap = (node: React.ReactNode) =>
  renderToString(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <SessionProvider>{node}</SessionProvider> }], {
        initialEntries: ['/product/black-forest'],
      })}
    />,
  );

const user = { username: 'sita_s', name: 'Sita Shrestha' };
// Dates of this year are written without their year: the tests read them in 2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const at = '2026-03-01T10:00:00.000Z';

describe('community components (server render)', () => {
  it('renders the first page of reviews from the loader, with user text escaped', () => {
    const data: TGetReviewsResponse['data'] = {
      summary: { average: 4.5, count: 2, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
      items: [
        {
          id: 'r1',
          rating: 5,
          title: 'Mitho cha',
          body: '<img src=x onerror=alert(1)> so good',
          user,
          createdAt: at,
          updatedAt: at,
          isMine: false,
          verified: true,
        },
      ],
      mine: null,
      canReview: false,
      reviewNote: null,
    };
    const html = wrap(<ProductReviews productId="p1" initial={{ data }} noun="this cake" />);
    expect(html).toContain('4.5');
    expect(html).toContain('Mitho cha');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; so good');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Sun 1 Mar');
    expect(html).toContain('Verified purchase');
  });

  it('shows the empty state and a skeleton while nothing is loaded', () => {
    const empty: TGetReviewsResponse['data'] = {
      summary: { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      items: [],
      mine: null,
      canReview: false,
      reviewNote: null,
    };
    expect(wrap(<ProductReviews productId="p1" initial={{ data: empty }} noun="this cake" />)).toContain(
      'No reviews yet. Be the first to review this cake.',
    );
    expect(wrap(<ProductComments productId="p1" />)).toContain('aria-label="Loading comments"');
  });

  it('links only the mentions the server confirmed, to /user/{username}', () => {
    const data: TGetCommentsResponse['data'] = {
      items: [
        {
          id: 'c1',
          body: 'Ask @sita_s or @ghost',
          user: { username: 'hari', name: 'Hari Karki' },
          createdAt: at,
          isMine: false,
          isDeleted: false,
          parentId: null,
          replyToUsername: null,
          mentions: ['sita_s'],
          replyCount: 0,
          replies: [],
        },
      ],
    };
    const html = wrap(<ProductComments productId="p1" initial={{ data }} />);
    expect(html).toContain('href="/user/sita_s"');
    expect(html).not.toContain('href="/user/ghost"');
    expect(html).toContain('@ghost');
  });
});
