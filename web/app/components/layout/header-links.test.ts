import type { TMenuData } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { menuGroups } from './header-links';

const menu = (topMenu: TMenuData['topMenu']) => ({ topMenu }) as TMenuData;

describe('menuGroups', () => {
  it('drops the links the menu row already shows, so each place is offered once', () => {
    const groups = menuGroups(
      menu([
        {
          title: 'About',
          items: [
            { title: 'Contact', url: '/contact' },
            { title: 'Vacancies', url: '/careers/' },
            { title: 'Sell at Upahar', url: '/Sell-at-ug' },
          ],
        },
        { title: 'Fun', items: [{ title: 'Blog', url: '/blogs' }] },
      ]),
    );
    expect(groups).toEqual([{ title: 'About', items: [{ title: 'Contact', url: '/contact' }] }]);
  });

  it('is empty without header data', () => {
    expect(menuGroups(null)).toEqual([]);
  });
});
