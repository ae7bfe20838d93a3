// What the routes may use of occasion reminders; the staff screen is in ./staff.

export { GiftPage } from './gift-page';
export { fetchGift, fetchPeople, setSubscribed } from './reminders-api';
export { type Prefill, RemindersPage } from './reminders-page';
export { StopPage } from './stop-page';
