// The shop's background work: periodic tasks once per period across instances, the outbox, and
// each instance's in-memory counters. The server's start-up starts it; tests start it when they
// need it.
export { startJobs } from './jobs.ts';
