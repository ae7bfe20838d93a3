// What the job system uses of the hourly clean-up; everything else in this folder is its own
// business.
export { housekeepingJob } from './housekeeping.ts';
