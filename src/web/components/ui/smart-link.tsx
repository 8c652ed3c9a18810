import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { SafeLink } from './safe-link';

interface SmartLinkProps {
  link: SafeLink;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A router link for our own pages, a plain link (no opener, no referrer) for other sites. */
export function SmartLink({ link, className, style, children }: SmartLinkProps) {
  if (link.internal) {
    return (
      <Link to={link.href} className={className} style={style}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} style={style} rel="noopener noreferrer">
      {children}
    </a>
  );
}
