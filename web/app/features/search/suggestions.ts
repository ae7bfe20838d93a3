import { getSearchSuggestions } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { callApi } from '~/lib/browser-api';
import type { Suggestion } from './search-box';

/** The suggestions for what is typed in the search box, as the box shows them. */
export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestion[]> {
  const res = await callApi(getSearchSuggestions, { query: { q } }, { signal });
  return res.data.suggestions.map((s) => ({
    label: s.label,
    href: s.url,
    hint: s.type === 'category' ? m.search_suggestion_category() : undefined,
    image: s.image,
  }));
}
