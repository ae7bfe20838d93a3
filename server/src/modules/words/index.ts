// Words the shop will not write on a cake or a gift card: the admins' list and the one check.
//
// checkMessageWords({ db, text, field, on }) resolves when `text` holds no refused word and
// otherwise throws a 400 AppError whose message names the word and its reason in the request's
// language ("'xyz' can't be written on a cake: offensive language"), with the same text as the
// error of `field` (the form field to show it next to). `on` is 'cake' (the default) or 'card'.
// Matching is case-insensitive and whole-word, works for Devanagari, and sees through repeated
// letters and letters written apart; the list is cached in memory and dropped on every change.

export { wordDashboardRoutes } from './dashboard.routes.ts';
export { checkMessageWords } from './service.ts';
