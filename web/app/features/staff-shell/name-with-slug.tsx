import { m } from '@upahar/contract/messages';
import { type FieldErrors, TextField } from '~/components/form';

/**
 * A record's name (or title) and its web address, which follows the name until someone writes
 * their own; the address's hint shows the page it makes. The caller lays the two out.
 */
export function NameWithSlugFields({
  name,
  slug,
  errors,
  onName,
  onSlug,
}: {
  name: { label: string; field: string; value: string; maxLength: number };
  /** `page`: the words and path before the address, e.g. "Its page: /campaign/". */
  slug: { value: string; maxLength: number; page: string };
  errors: FieldErrors;
  onName: (value: string) => void;
  onSlug: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={name.label}
        name={name.field}
        value={name.value}
        maxLength={name.maxLength}
        error={errors[name.field]}
        onValueChange={onName}
      />
      <TextField
        label={m.dashboard_web_address()}
        name="slug"
        value={slug.value}
        maxLength={slug.maxLength}
        error={errors.slug}
        hint={
          slug.value ? `${slug.page}${slug.value}` : m.dashboard_slug_hint({ name: name.label.toLowerCase() })
        }
        onValueChange={onSlug}
        autoCapitalize="none"
        spellCheck={false}
      />
    </>
  );
}
