import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque token, URL-safe (at least 128 bits so it cannot be guessed). */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only this hash is stored, so a database leak does not leak live sessions or links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
