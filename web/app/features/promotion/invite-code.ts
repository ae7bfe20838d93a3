import { REFERRAL_CODE_RE, REFERRAL_PARAM } from '@upahar/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStored, STORAGE_KEYS, writeStored } from '~/lib/storage';

/** A friend's invite is kept for 30 days: the visitor may look around before signing up. */
const KEEP_MS = 30 * 24 * 3600 * 1000;

/**
 * The invite code this visitor arrived with (?ref= in the address, or kept from an earlier
 * visit), for the sign-up form to send. Read after hydration: the server has no storage.
 */
export function useInviteCode(): string | null {
  const [params] = useSearchParams();
  const fromLink = (params.get(REFERRAL_PARAM) ?? '').trim().toUpperCase();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (REFERRAL_CODE_RE.test(fromLink)) {
      writeStored(STORAGE_KEYS.inviteCode, fromLink, KEEP_MS);
      setCode(fromLink);
    } else setCode(readStored<string>(STORAGE_KEYS.inviteCode));
  }, [fromLink]);
  return code;
}
