import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

export const readingTime = (minutes: number) => m.blog_reading_time({ minutes: formatNumber(minutes) });

export const RSS_PATH = '/blogs/rss.xml';
