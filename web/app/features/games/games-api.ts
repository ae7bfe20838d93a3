import type { TDigBody, TRouletteBody, TStaffTreasureHuntBody, TTreasureHuntBody } from '@upahar/contract';
import {
  createRoulette,
  createTreasureHunt,
  digTreasure,
  getStaffRoulette,
  getStaffTreasureHunt,
  getTreasureHunt,
  listPrizes,
  listStaffRoulettes,
  listStaffTreasureHunts,
  myRouletteSpins,
  searchProducts,
  spinRoulette,
  updateRoulette,
  updateTreasureHunt,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The games from the browser, where the token lives: the shopper's spins and digs, and the
// admins' wheels and hunts.

export const fetchAllowance = (id: string, signal?: AbortSignal) =>
  callApi(myRouletteSpins, { params: { id } }, { signal }).then((r) => r.data);
export const sendSpin = (id: string) => callApi(spinRoulette, { params: { id } }).then((r) => r.data);

export const fetchHunt = (body: TTreasureHuntBody, signal?: AbortSignal) =>
  callApi(getTreasureHunt, { body }, { signal }).then((r) => r.data.hunt);
export const sendDig = (body: TDigBody) => callApi(digTreasure, { body }).then((r) => r.data);

export const fetchStaffWheels = (signal?: AbortSignal) =>
  callApi(listStaffRoulettes, {}, { signal }).then((r) => r.data.roulettes);
export const fetchStaffWheel = (id: number, signal?: AbortSignal) =>
  callApi(getStaffRoulette, { params: { id } }, { signal }).then((r) => r.data.roulette);
export const saveWheel = (id: number | null, body: TRouletteBody) =>
  (id === null ? callApi(createRoulette, { body }) : callApi(updateRoulette, { params: { id }, body })).then(
    (r) => r.data.roulette,
  );

export const fetchStaffHunts = (signal?: AbortSignal) =>
  callApi(listStaffTreasureHunts, {}, { signal }).then((r) => r.data);
export const fetchStaffHunt = (id: number, signal?: AbortSignal) =>
  callApi(getStaffTreasureHunt, { params: { id } }, { signal }).then((r) => r.data.hunt);
export const saveHunt = (id: number | null, body: TStaffTreasureHuntBody) =>
  (id === null
    ? callApi(createTreasureHunt, { body })
    : callApi(updateTreasureHunt, { params: { id }, body })
  ).then((r) => r.data.hunt);

export const fetchPrizeChoices = (signal?: AbortSignal) =>
  callApi(listPrizes, {}, { signal }).then((r) => r.data.prizes);
export const findProducts = (query: string, signal?: AbortSignal) =>
  callApi(searchProducts, { query: { query } }, { signal }).then((r) => r.data.products.slice(0, 8));
