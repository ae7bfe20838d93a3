import { SOCIAL_PROVIDER_NAMES, type TSocialProvider, type TSocialProviders } from '@upahar/contract';
import { getSocialProviders, startFacebookSignIn, startGoogleSignIn } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { FormAlert } from '~/components/form';
import { LoaderCircle } from '~/components/icon';
import { useInviteCode } from '~/features/promotion';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { FacebookMark, GoogleMark } from './brand-marks';
import { rememberState } from './started-state';

const starts = { google: startGoogleSignIn, facebook: startFacebookSignIn } as const;
const marks = { google: GoogleMark, facebook: FacebookMark } as const;

/**
 * "Continue with Google / Facebook" for the providers this shop offers; nothing at all when it
 * offers none (or the list cannot be had: the e-mail and phone ways still work).
 */
export function SocialButtons({ referrer }: { referrer: string | null }) {
  const [offered, setOffered] = useState<TSocialProviders | null>(null);
  const [going, setGoing] = useState<TSocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A friend's invite counts when the provider's answer makes a new account.
  const inviteCode = useInviteCode();

  useEffect(() => {
    let live = true;
    callApi(getSocialProviders)
      .then((res) => live && setOffered(res.data))
      .catch(() => live && setOffered(null));
    return () => {
      live = false;
    };
  }, []);

  const providers = (['google', 'facebook'] as const).filter((p) => offered?.[p]);
  if (providers.length === 0) return null;

  const go = async (provider: TSocialProvider) => {
    setGoing(provider);
    setFailure(null);
    try {
      const query = {
        ...(referrer ? { referrer } : {}),
        ...(inviteCode ? { referralCode: inviteCode } : {}),
      };
      const res = await callApi(starts[provider], { query });
      rememberState(provider, res.data.state);
      window.location.assign(res.data.url);
    } catch (e) {
      setFailure(errorMessage(e));
      setGoing(null);
    }
  };

  return (
    <div className="mt-6 space-y-3">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {providers.map((provider) => {
        const Mark = marks[provider];
        return (
          <button
            key={provider}
            type="button"
            disabled={going !== null}
            onClick={() => go(provider)}
            className="flex min-h-12 w-full items-center justify-center gap-3 rounded-full border border-line bg-white px-4 font-semibold text-cocoa transition-colors hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry disabled:cursor-not-allowed disabled:opacity-60"
          >
            {going === provider ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-berry" />
            ) : (
              <Mark className="size-5" />
            )}
            {going === provider
              ? m.account_social_opening({ provider: SOCIAL_PROVIDER_NAMES[provider] })
              : m.account_social_continue({ provider: SOCIAL_PROVIDER_NAMES[provider] })}
          </button>
        );
      })}
      <p className="flex items-center gap-3 text-sm text-cocoa-soft before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {m.account_social_or()}
      </p>
    </div>
  );
}
