import { PRODUCT_NAME, type TFooterData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Mail, MapPin, MessageCircle, Phone } from '~/components/icon';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { phoneHref } from './phone-link';
import { SmartLink } from './smart-link';
import { matchSocial, socialLabel } from './social';
import { SocialIcon } from './social-icon';
import { StoreBadge } from './store-badge';

const linkClass = 'footer-link';

function SocialLinks({ items }: { items: TFooterData['socialMedia'] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2">
      {items.map((s) => {
        const network = matchSocial(s.name);
        return (
          <li key={`${s.name}-${s.link}`}>
            {network ? (
              <SmartLink
                to={s.link}
                aria-label={socialLabel(network)}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white text-cocoa shadow-soft hover:bg-berry hover:text-white"
              >
                <SocialIcon network={network} />
              </SmartLink>
            ) : (
              <SmartLink to={s.link} className={`${linkClass} px-1`}>
                {s.name}
              </SmartLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The kinds of number the shop's data names, in the page's language; any other is shown as written. */
const phoneKind = (type: string) =>
  type === 'mobile' ? m.shell_phone_mobile() : type === 'landline' ? m.shell_phone_landline() : type;

function Contact({ footer }: { footer: TFooterData }) {
  return (
    <address className="space-y-2 text-sm not-italic">
      {footer.locations.map((l) => (
        <p key={l.location} className="flex gap-2 text-cocoa-soft">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          {l.location}
        </p>
      ))}
      {footer.email && (
        <p className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <a href={`mailto:${footer.email}`} className={linkClass}>
            {footer.email}
          </a>
        </p>
      )}
      {footer.phone.map((p) => {
        const chat = p.platform === 'viber' || p.platform === 'whatsapp';
        const Icon = chat ? MessageCircle : Phone;
        return (
          <p key={`${p.type}-${p.value}-${p.platform}`} className="flex gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
            <span>
              {p.type && <span className="text-cocoa-soft">{phoneKind(p.type)}: </span>}
              <a href={phoneHref(p.value, p.platform)} className={linkClass}>
                {p.value}
              </a>
              {chat && !p.type.toLowerCase().includes(p.platform ?? '') && (
                <span className="text-cocoa-soft"> ({p.platform === 'viber' ? 'Viber' : 'WhatsApp'})</span>
              )}
            </span>
          </p>
        );
      })}
    </address>
  );
}

/** The footer: newsletter, contact and social links, link columns, apps and the copyright line. */
export function Footer({ footer }: { footer: TFooterData | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-cream-deep">
      <section aria-labelledby="newsletter-title" className="border-b border-line bg-berry-soft">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="newsletter-title" className="font-display text-2xl font-semibold">
              {footer?.newsletter.title || m.shell_footer_newsletter_title()}
            </h2>
            <p className="mt-1 text-cocoa-soft">{m.shell_footer_newsletter_text()}</p>
          </div>
          <NewsletterForm newsletter={footer?.newsletter} />
        </div>
      </section>
      {/* The footer grid has a 40px gutter (gap-10). */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-10 sm:px-6 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-[minmax(0,1.5fr)]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo />
          {footer && <Contact footer={footer} />}
          {footer && <SocialLinks items={footer.socialMedia} />}
        </div>
        {footer?.navLinks.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="font-display text-lg font-semibold">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.items.map((item) => (
                <li key={`${item.title}-${item.link}`}>
                  <SmartLink to={item.link} className={linkClass}>
                    {item.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {(footer?.appstore || footer?.playstore) && (
          <div className="col-span-2 lg:col-span-1">
            <h2 className="font-display text-lg font-semibold">
              {footer.appHeader || m.shell_footer_get_app()}
            </h2>
            <div className="mt-3 flex flex-wrap gap-3">
              {footer.appstore && <StoreBadge store="appstore" href={footer.appstore} />}
              {footer.playstore && <StoreBadge store="playstore" href={footer.playstore} />}
            </div>
          </div>
        )}
      </div>
      <p className="border-t border-line px-4 py-5 text-center text-sm text-cocoa-soft">
        {`© ${year} ${PRODUCT_NAME} ${m.text_all_rights_reserved()}`}
      </p>
    </footer>
  );
}
