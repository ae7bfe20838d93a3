import type { ReactNode } from 'react';
import { ui } from '~/components/form/styles';
import type { IconComponent } from '~/components/icon';

/** The heading block of an auth page inside the bare layout's card. */
export function AuthIntro({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: IconComponent;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 text-center">
      {Icon && (
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-berry-soft text-berry">
          <Icon aria-hidden="true" className="size-7" />
        </span>
      )}
      <h1 className={ui.heading}>{title}</h1>
      {children && <div className={ui.lead}>{children}</div>}
    </header>
  );
}
