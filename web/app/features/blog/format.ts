export const readingTime = (minutes: number) => `${minutes} min read`;

export const RSS_PATH = '/blogs/rss.xml';
