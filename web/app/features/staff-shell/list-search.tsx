import { m } from '@upahar/contract/messages';
import { Form } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Search } from '~/components/icon';

/**
 * A list's search box as a GET form, so the words go into the address (?q=) with the filters in
 * `keep`, and reload, back and a shared link show the same list.
 */
export function ListSearch(o: {
  id: string;
  label: string;
  placeholder: string;
  q: string;
  keep?: Record<string, string | null>;
}) {
  return (
    <Form role="search" method="get" className="flex gap-2">
      {Object.entries(o.keep ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label htmlFor={o.id} className="sr-only">
        {o.label}
      </label>
      <input
        id={o.id}
        name="q"
        type="search"
        key={o.q}
        defaultValue={o.q}
        maxLength={100}
        placeholder={o.placeholder}
        className={`${ui.input} mt-0 min-w-0 flex-1 lg:w-64`}
      />
      <button
        type="submit"
        className={buttonClass('secondary', 'shrink-0')}
        aria-label={m.dashboard_search()}
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
