import { z } from 'zod';
import { numeric, zText } from './common.ts';

// Shared by the roulette and the treasure dig: what a game tells the winner, the state of a game
// by its dates, and the fields both dashboards edit.

/** What a spin or a dig gave: a personal code (coupon or free product) or wallet credit, in paisa. */
export const ZGamePrize = z.object({
  title: z.string(),
  code: z.string().nullable(),
  credit: z.number().int().nullable(),
});
export type TGamePrize = z.infer<typeof ZGamePrize>;

export const GAME_STATES = ['upcoming', 'running', 'ended'] as const;
export type TGameState = (typeof GAME_STATES)[number];

export const gameStateOf = (startsAt: Date | string, endsAt: Date | string, now: Date): TGameState =>
  now < new Date(startsAt) ? 'upcoming' : now >= new Date(endsAt) ? 'ended' : 'running';

export const zWhen = (what: string) => z.iso.datetime({ offset: true, error: `Choose when it ${what}` });

export const zGameTitle = zText({ error: 'Give it a title' })
  .trim()
  .min(3, 'Give it a title of 3 to 80 characters')
  .max(80, 'Give it a title of 3 to 80 characters');

export const zGameDescription = zText()
  .trim()
  .max(500, 'Keep the description under 500 characters')
  .default('');

export const zAllowance = (what: string) =>
  numeric(
    z
      .number({ error: `Enter the ${what}` })
      .int(`Enter the ${what} as a whole number`)
      .min(1, `Allow 1 to 100 ${what}`)
      .max(100, `Allow 1 to 100 ${what}`),
  );

export const ZGameIdParams = z.object({
  id: numeric(z.number({ error: 'Choose a game' }).int().positive('Choose a game')),
});
