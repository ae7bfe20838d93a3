/** The width and side margins of a catalogue page's content, the same on every such page. */
export const PAGE = 'mx-auto w-full max-w-7xl px-4 sm:px-6';
