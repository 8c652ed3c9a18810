import { Mail, Share2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageOrigin } from '#web/config';

// Plain share addresses of each network: no third-party script runs on our pages, and nothing is sent to
// a network until the reader chooses it.
const NETWORKS = [
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { name: 'X', href: (url: string, title: string) => `https://x.com/intent/post?url=${url}&text=${title}` },
  { name: 'WhatsApp', href: (url: string, title: string) => `https://wa.me/?text=${title}%20${url}` },
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
];

/** Links that share `path` of this site, with `title`, on social networks or by e-mail. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useLingui();
  const url = encodeURIComponent(new URL(path, pageOrigin()).href);
  const words = encodeURIComponent(title);
  const link =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50';
  return (
    <section aria-label={t`Share`} className="flex flex-wrap items-center gap-2">
      <Share2 aria-hidden="true" className="size-5 text-slate-600" />
      <span className="font-semibold text-slate-800">
        <Trans>Share</Trans>
      </span>
      {NETWORKS.map(({ name, href }) => (
        <a
          key={name}
          href={href(url, words)}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
          aria-label={t`Share on ${name} (opens in a new tab)`}
        >
          {name}
        </a>
      ))}
      <a href={`mailto:?subject=${words}&body=${url}`} className={link}>
        <Mail aria-hidden="true" className="size-4" />
        <Trans>E-mail</Trans>
      </a>
    </section>
  );
}
