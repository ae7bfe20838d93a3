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

  it('adds the running treasure hunt to the Fun group, after the roulette', () => {
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const fun = {
      title: 'Fun',
      items: [
        { title: 'Play roulette', url: '/roulette/test-your-luck' },
        { title: 'Contests', url: '/contests' },
      ],
    };
    const groups = menuGroups({ ...menu([fun]), treasureHunt: { campaign: 'tihar-2026', endsAt } });
    expect(groups[0].items.map((i) => i.title)).toEqual(['Play roulette', 'Treasure hunt', 'Contests']);
    expect(groups[0].items[1].url).toBe('/campaign/tihar-2026#treasure-hunt');
  });

  it('makes a Fun group when there is none, and leaves out a hunt that has ended', () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const ended = new Date(Date.now() - 60_000).toISOString();
    expect(menuGroups({ ...menu([]), treasureHunt: { campaign: 'dashain', endsAt: soon } })).toEqual([
      { title: 'Fun', items: [{ title: 'Treasure hunt', url: '/campaign/dashain#treasure-hunt' }] },
    ]);
    expect(menuGroups({ ...menu([]), treasureHunt: { campaign: 'dashain', endsAt: ended } })).toEqual([]);
  });
});
