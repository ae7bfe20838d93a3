import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@upahar/contract';
import { overwriteServerAsyncLocalStorage } from '@upahar/contract/messages-runtime';

// The language of what the server writes (API messages, e-mails, texts) follows the work being
// done: a request's Accept-Language (the language plugin), or the recipient's language for a
// message sent later. The compiled texts (`m.key()`) and the shared formatters read it from here,
// so services never pass a language around. Outside both, texts are in English.
const storage = new AsyncLocalStorage<{ locale: Locale }>();
overwriteServerAsyncLocalStorage(storage as never);

/** Runs `work` with the server's texts in `locale`. */
export const inLocale = <T>(locale: Locale, work: () => T): T => storage.run({ locale }, work);
