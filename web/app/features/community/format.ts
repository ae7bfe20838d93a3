const AVATAR_TONES = [
  'bg-berry-soft text-berry-dark',
  'bg-cream-deep text-cocoa',
  'bg-success-soft text-success',
  'bg-icing/40 text-berry-dark',
  'bg-caramel/30 text-cocoa',
];

/** A stable colour per person, so a conversation is easy to follow. */
export function avatarTone(username: string): string {
  let h = 0;
  for (const ch of username) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_TONES[h % AVATAR_TONES.length];
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p[0]?.toUpperCase() ?? '').join('') || '?';
}
