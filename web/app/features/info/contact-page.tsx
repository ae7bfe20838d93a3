import type { TContactPageView } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from '~/components/icon';
import { phoneHref } from '~/components/layout/phone-link';
import { ContactForm } from './contact-form';

const CHAT_NAMES: Record<string, string> = { viber: 'Viber', whatsapp: 'WhatsApp' };

/** /contact: how to reach the shop (phones and e-mail from the footer, branches) and the form. */
export function ContactPage({ page }: { page: TContactPageView }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-[70ch]">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">{m.info_contact_eyebrow()}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-cocoa sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="mt-3 text-lg leading-relaxed text-cocoa-soft">{page.intro}</p>}
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <div className="space-y-6">
          <section
            aria-labelledby="reach-us"
            className="rounded-3xl border border-line bg-white p-6 shadow-soft"
          >
            <h2 id="reach-us" className="font-display text-xl font-semibold text-cocoa">
              {m.info_call_or_write()}
            </h2>
            <ul className="mt-4 space-y-3">
              {page.phone.map((p) => {
                const chat = p.platform ? CHAT_NAMES[p.platform.toLowerCase()] : undefined;
                const Icon = chat ? MessageCircle : Phone;
                return (
                  <li key={`${p.type}-${p.value}-${p.platform}`} className="flex items-start gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
                    <span>
                      <a
                        href={phoneHref(p.value, p.platform)}
                        className="font-medium text-berry underline-offset-4 hover:underline"
                      >
                        {p.value}
                      </a>
                      <span className="block text-sm text-cocoa-soft capitalize">{chat ?? p.type}</span>
                    </span>
                  </li>
                );
              })}
              {page.email && (
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
                  <a
                    href={`mailto:${page.email}`}
                    className="font-medium break-all text-berry underline-offset-4 hover:underline"
                  >
                    {page.email}
                  </a>
                </li>
              )}
            </ul>
            {page.hours && (
              <p className="mt-4 flex items-start gap-3 border-t border-line pt-4 text-cocoa-soft">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
                {page.hours}
              </p>
            )}
          </section>
          {page.branches.length > 0 && (
            <section aria-labelledby="branches">
              <h2 id="branches" className="font-display text-xl font-semibold text-cocoa">
                {m.info_visit_us()}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                {page.branches.map((b) => (
                  <li key={b.name} className="rounded-2xl border border-line bg-white p-5 shadow-soft">
                    <h3 className="font-semibold text-cocoa">{b.name}</h3>
                    <p className="mt-2 flex items-start gap-2 text-sm text-cocoa-soft">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
                      {b.address}
                    </p>
                    <p className="mt-1.5 flex items-start gap-2 text-sm text-cocoa-soft">
                      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
                      {b.hours}
                    </p>
                    {b.mapUrl && (
                      <a
                        href={b.mapUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-berry underline-offset-4 hover:underline"
                      >
                        {m.info_open_in_maps()}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">{m.info_new_tab()}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <section
          aria-labelledby="write-to-us"
          className="self-start rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8"
        >
          <h2 id="write-to-us" className="font-display text-2xl font-semibold text-cocoa">
            {m.info_send_us_message()}
          </h2>
          <p className="mt-1 mb-6 text-cocoa-soft">{m.info_send_us_message_lead()}</p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
