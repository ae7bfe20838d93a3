// What other features and routes may use of the games; its other files are its own business.

export { loadAllowance, loadHunt } from './game-reader';
export {
  fetchPrizeChoices,
  fetchStaffHunt,
  fetchStaffHunts,
  fetchStaffWheel,
  fetchStaffWheels,
  findProducts,
  saveHunt,
  saveWheel,
} from './games-api';
export { NoWheel } from './no-wheel';
export { RoulettePage } from './roulette-page';
export { RouletteWheel } from './roulette-wheel';
export { TreasureHunt } from './treasure-hunt';
