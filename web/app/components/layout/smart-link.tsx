import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isExternal, linkTarget } from './link-target';

type Props = Omit<ComponentProps<'a'>, 'href'> & { to: string | null | undefined };

/** A router link for shop paths and a plain anchor for everything else (menu data may hold both). */
export function SmartLink({ to, children, ...rest }: Props) {
  const target = linkTarget(to);
  if (isExternal(target)) {
    const web = /^(https?:)?\/\//i.test(target);
    return (
      <a href={target} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target} {...rest}>
      {children}
    </Link>
  );
}
