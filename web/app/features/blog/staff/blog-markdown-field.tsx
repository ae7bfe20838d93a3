import { BLOG_MARKDOWN_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { FormAlert, ui } from '~/components/form';
import { useFetched } from '~/lib/use-fetched';
import type { previewMarkdown } from './blog-api';

/** The lookup route that renders the Markdown on the server. */
const previewAddress = (markdown: string) => `/lookup/blog-preview?${new URLSearchParams({ markdown })}`;

/**
 * The post's Markdown with Write and Preview tabs. The preview is rendered by the server, exactly
 * as the shop will show it, so the browser never loads a Markdown library.
 */
export function BlogMarkdownField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  const preview = useFetched<Awaited<ReturnType<typeof previewMarkdown>>>(
    tab === 'preview' ? previewAddress(value) : null,
  );
  const tabClass = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold transition ${
      active ? 'bg-cocoa text-white' : 'text-cocoa-soft hover:bg-cream-deep'
    }`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className={ui.label}>
          {m.blog_staff_post()}
        </span>
        <div
          role="tablist"
          aria-label={m.blog_staff_post_editor()}
          className="flex gap-1 rounded-full bg-cream p-1"
        >
          {(['write', 'preview'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`${id}-${t}`}
              aria-selected={tab === t}
              aria-controls={`${id}-panel`}
              className={tabClass(tab === t)}
              onClick={() => setTab(t)}
            >
              {t === 'write' ? m.blog_staff_write() : m.blog_staff_preview()}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="mt-2">
        {tab === 'write' ? (
          <>
            <textarea
              name="markdown"
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              value={value}
              maxLength={BLOG_MARKDOWN_MAX}
              onChange={(e) => onChange(e.currentTarget.value)}
              rows={18}
              spellCheck
              className={`${ui.input} min-h-80 font-mono text-sm leading-relaxed`}
              placeholder={
                '## A heading\n\nA paragraph with **bold** and a [link](https://…).\n\n- a list item'
              }
            />
            <p id={`${id}-hint`} className={`${ui.hint} mt-1.5`}>
              {m.blog_staff_markdown_hint()}
            </p>
          </>
        ) : (
          <div className="min-h-80 rounded-xl border border-line bg-cream/50 p-5" aria-busy={preview.loading}>
            {preview.error ? (
              <FormAlert tone="error">{preview.error}</FormAlert>
            ) : !preview.current || !preview.data ? (
              <p className={ui.hint}>{m.blog_staff_rendering()}</p>
            ) : value.trim() === '' ? (
              <p className={ui.hint}>{m.blog_staff_nothing_preview()}</p>
            ) : (
              <>
                <p className={`${ui.hint} mb-4`}>{preview.data.readingMinutes} min read</p>
                <div
                  className="blog-body"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML against the same allow-list as saved posts
                  dangerouslySetInnerHTML={{ __html: preview.data.html }}
                />
              </>
            )}
          </div>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={`${ui.error} mt-1.5`}>
          {error}
        </p>
      )}
    </div>
  );
}
