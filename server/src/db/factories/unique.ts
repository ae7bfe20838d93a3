let seq = 0;

/** A short suffix that no other call in this process returns, so factory defaults never collide. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36).slice(-4)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
