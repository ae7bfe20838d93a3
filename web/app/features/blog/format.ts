// Dates of posts as the shop's readers see them: the day in Kathmandu, the same on the server and
// in the browser (the time zone is named, not taken from the machine).
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const postDate = (iso: string) => DAY.format(new Date(iso));

export const readingTime = (minutes: number) => `${minutes} min read`;

export const RSS_PATH = '/blogs/rss.xml';
