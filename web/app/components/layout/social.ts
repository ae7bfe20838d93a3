// Footer: recognised social networks get an icon; any other name is shown as text.
const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Matches editor-typed names such as "Facebook", " YouTube " or "linked-in" to a network. */
export function matchSocial(name: string | null | undefined): SocialNetwork | null {
  const key = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (SOCIAL_NETWORKS as readonly string[]).includes(key) ? (key as SocialNetwork) : null;
}

export const socialLabel = (network: SocialNetwork) => LABELS[network];
