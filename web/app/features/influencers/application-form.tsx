import {
  INFLUENCER_CATEGORIES_MAX,
  INFLUENCER_TEXT,
  SOCIAL_LABEL,
  SOCIAL_PLATFORMS,
  TEXT,
  type TMyInfluencerData,
  type TSocialPlatform,
  ZInfluencerBody,
} from '@upahar/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass, FormAlert, TextAreaField, TextField, ui } from '~/components/form';
import { ApiError } from '~/lib/api';
import { sendInfluencerApplication } from './influencers-api';

type Profile = TMyInfluencerData['profile'];
type Errors = Record<string, string>;

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
const errorsOf = (issues: { path: PropertyKey[]; message: string }[]) => {
  const out: Errors = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    out[key] ??= i.message;
  }
  return out;
};

/** Applying to be an influencer, or changing a pending or rejected application. */
export function ApplicationForm({
  data,
  onSaved,
}: {
  data: TMyInfluencerData;
  onSaved: (next: TMyInfluencerData, message: string) => void;
}) {
  const [form, setForm] = useState(() => initial(data.profile));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  // The summary sits above a long form: bring it into view so the reason is read first.
  useEffect(() => {
    if (problem) summary.current?.focus();
  }, [problem]);

  const body = () => ({
    handle: form.handle,
    bio: form.bio,
    links: form.links,
    followers: Object.fromEntries(
      SOCIAL_PLATFORMS.map((s) => [s, form.followers[s].trim() === '' ? null : form.followers[s].trim()]),
    ),
    categoryIds: form.categoryIds,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const parsed = ZInfluencerBody.safeParse(body());
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setProblem([INFLUENCER_TEXT.registerFailed, 'Check the fields marked below.']);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await sendInfluencerApplication(parsed.data);
      onSaved(res.data, res.message ?? 'Application sent');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setProblem([TEXT.notAuthenticated]);
      else {
        // Everything typed stays in the form; the server's reason shows under the summary.
        if (err instanceof ApiError && err.errors)
          setErrors(
            errorsOf(
              Object.entries(err.errors).map(([k, m]) => ({ path: k.split('.'), message: m[0] ?? '' })),
            ),
          );
        setProblem([
          INFLUENCER_TEXT.registerFailed,
          err instanceof ApiError && err.status > 0 ? err.message : INFLUENCER_TEXT.errorOccurred,
        ]);
      }
    } finally {
      setSending(false);
    }
  }

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
        <div ref={summary} tabIndex={-1} className="scroll-mt-32 focus:outline-none">
          <FormAlert tone="error">
            <p className="font-semibold">{problem[0]}</p>
            {problem[1] && <p>{problem[1]}</p>}
          </FormAlert>
        </div>
      )}
      <TextField
        label="Handle"
        name="handle"
        value={form.handle}
        onValueChange={(handle) => setForm((f) => ({ ...f, handle }))}
        error={errors.handle}
        hint="How shoppers find you, e.g. sweet.ktm (letters, numbers, dots and underscores)"
        autoComplete="username"
        maxLength={31}
      />
      <TextAreaField
        label="About you"
        name="bio"
        value={form.bio}
        onValueChange={(bio) => setForm((f) => ({ ...f, bio }))}
        error={errors.bio}
        hint="What you post about and why shoppers should follow your picks"
        maxLength={600}
        showCount
        minRows={4}
      />
      <fieldset>
        <legend className={ui.label}>Where you post</legend>
        <p className={ui.hint}>
          Add at least one link (starting with https://) and the followers you have there.
        </p>
        {errors.links && <p className={`${ui.error} mt-1`}>{errors.links}</p>}
        <div className="mt-3 space-y-4">
          {SOCIAL_PLATFORMS.map((s) => (
            <div key={s} className="grid gap-3 sm:grid-cols-[1fr_10rem]">
              <TextField
                label={`${SOCIAL_LABEL[s]} link`}
                name={`links.${s}`}
                type="url"
                value={form.links[s]}
                onValueChange={(v) => setForm((f) => ({ ...f, links: { ...f.links, [s]: v } }))}
                error={errors[`links.${s}`]}
                placeholder={`https://www.${s}.com/…`}
                optional
              />
              <TextField
                label="Followers"
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
        <legend className={ui.label}>What you post about</legend>
        <p className={ui.hint}>Choose up to {INFLUENCER_CATEGORIES_MAX}.</p>
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
      <button type="submit" disabled={sending} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {sending ? 'Sending…' : data.profile ? 'Send my changes' : 'Apply to be an influencer'}
      </button>
    </form>
  );
}
