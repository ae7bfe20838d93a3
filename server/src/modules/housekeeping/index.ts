// What the server's start-up uses of the hourly clean-up; everything else in this folder is its
// own business.
export { startHousekeeping } from './worker.ts';
