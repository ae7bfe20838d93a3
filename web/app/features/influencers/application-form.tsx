import {
  formatNumber,
  INFLUENCER_CATEGORIES_MAX,
  INFLUENCER_TEXT,
  SOCIAL_LABEL,
  SOCIAL_PLATFORMS,
  type TMyInfluencerData,
  type TSocialPlatform,
  ZInfluencerBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass, FormAlert, TextAreaField, TextField, ui, useForm } from '~/components/form';
import { ApiError } from '~/lib/api';
import { sendInfluencerApplication } from './influencers-api';

type Profile = TMyInfluencerData['profile'];

const initial = (p: Profile) => ({
  handle: p?.handle ?? '',
  bio: p?.bio ?? '',
  links: Object.fromEntries(SOCIAL_PLATFORMS.map((s) => [s, p?.links[s] ?? ''])) as Record<
    TSocialPlatform,
    string
  >,
  followers: Object.fromEntries(
    SOCIAL_PLATFORMS.map((s) => [s, p?.followers[s] == null ? '' : String(p.followers[s])]),
  ) as Record<TSocialPlatform, string>,
  categoryIds: p?.categoryIds ?? [],
});

/** Field errors keyed by their whole path (links.instagram and followers.instagram differ). */
const wholePath = (path: PropertyKey[]) => path.map(String).join('.');

/** Why the application did not go: signed out, the server's words, or a generic failure. */
const reasonOf = (e: unknown) =>
  e instanceof ApiError && e.status === 401
    ? m.text_not_authenticated()
    : e instanceof ApiError && e.status > 0
      ? e.message
      : INFLUENCER_TEXT.errorOccurred;

/** Applying to be an influencer, or changing a pending or rejected application. */
export function ApplicationForm({
  data,
  onSaved,
}: {
  data: TMyInfluencerData;
  onSaved: (next: TMyInfluencerData, message: string) => void;
}) {
  const [form, setForm] = useState(() => initial(data.profile));
  // The fields above are nested (links, followers, categories); the form's own state is its
  // errors by whole path, busy and alert. Everything typed stays in the form on a failure.
  const sender = useForm({}, reasonOf, wholePath);
  const errors = sender.errors;

  const body = () => ({
    handle: form.handle,
    bio: form.bio,
    links: form.links,
    followers: Object.fromEntries(
      SOCIAL_PLATFORMS.map((s) => [s, form.followers[s].trim() === '' ? null : form.followers[s].trim()]),
    ),
    categoryIds: form.categoryIds,
  });

  const submit = sender.submit(ZInfluencerBody, body, async (parsed) => {
    const res = await sendInfluencerApplication(parsed);
    onSaved(res.data, res.message ?? m.influencers_application_sent());
  });
  // A refusal names the fields to fix; a failure of the request says why, under the same title.
  const invalid = Object.values(errors).some(Boolean);
  const problem = sender.alert
    ? sender.alert.status === 401
      ? [sender.alert.text]
      : [INFLUENCER_TEXT.registerFailed, sender.alert.text]
    : invalid
      ? [INFLUENCER_TEXT.registerFailed, m.influencers_check_fields()]
      : null;

  const toggleCategory = (id: number) =>
    setForm((f) => ({
      ...f,
      categoryIds: f.categoryIds.includes(id)
        ? f.categoryIds.filter((c) => c !== id)
        : [...f.categoryIds, id],
    }));

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {problem && (
        <FormAlert tone="error">
          <p className="font-semibold">{problem[0]}</p>
          {problem[1] && <p>{problem[1]}</p>}
        </FormAlert>
      )}
      <TextField
        label={m.influencers_handle()}
        name="handle"
        value={form.handle}
        onValueChange={(handle) => setForm((f) => ({ ...f, handle }))}
        error={errors.handle}
        hint={m.influencers_handle_hint()}
        autoComplete="username"
        maxLength={31}
      />
      <TextAreaField
        label={m.influencers_about_you()}
        name="bio"
        value={form.bio}
        onValueChange={(bio) => setForm((f) => ({ ...f, bio }))}
        error={errors.bio}
        hint={m.influencers_about_hint()}
        maxLength={600}
        showCount
        minRows={4}
      />
      <fieldset>
        <legend className={ui.label}>{m.influencers_where_you_post()}</legend>
        <p className={ui.hint}>{m.influencers_links_hint()}</p>
        {errors.links && <p className={`${ui.error} mt-1`}>{errors.links}</p>}
        <div className="mt-3 space-y-4">
          {SOCIAL_PLATFORMS.map((s) => (
            <div key={s} className="grid gap-3 sm:grid-cols-[1fr_10rem]">
              <TextField
                label={m.influencers_link_label({ platform: SOCIAL_LABEL[s] })}
                name={`links.${s}`}
                type="url"
                value={form.links[s]}
                onValueChange={(v) => setForm((f) => ({ ...f, links: { ...f.links, [s]: v } }))}
                error={errors[`links.${s}`]}
                placeholder={`https://www.${s}.com/…`}
                optional
              />
              <TextField
                label={m.influencers_followers_label()}
                name={`followers.${s}`}
                inputMode="numeric"
                value={form.followers[s]}
                onValueChange={(v) => setForm((f) => ({ ...f, followers: { ...f.followers, [s]: v } }))}
                error={errors[`followers.${s}`]}
                optional
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={ui.label}>{m.influencers_what_you_post()}</legend>
        <p className={ui.hint}>
          {m.influencers_choose_up_to({ count: formatNumber(INFLUENCER_CATEGORIES_MAX) })}
        </p>
        {errors.categoryIds && <p className={`${ui.error} mt-1`}>{errors.categoryIds}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          {data.categories.map((c) => {
            const on = form.categoryIds.includes(c.id);
            return (
              <label
                key={c.id}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-berry ${
                  on ? 'border-berry bg-berry-soft text-berry' : 'border-line bg-white text-cocoa'
                }`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-berry"
                  checked={on}
                  onChange={() => toggleCategory(c.id)}
                />
                {c.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" disabled={sender.busy} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {sender.busy
          ? m.influencers_sending()
          : data.profile
            ? m.influencers_send_changes()
            : m.influencers_apply_to_be()}
      </button>
    </form>
  );
}
