import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton } from '#web/components/ui/buttons';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { publicConfig } from '#web/config';

// /raffle-draw/winners/ (document 001, section 2): the configured winners page, full width in a frame
// 1200 px high (section 9). The server's Content-Security-Policy allows frames from that site on this page
// alone; the frame may run the page's scripts but not navigate ours (decision 054).

export function Component() {
  const { t } = useLingui();
  const title = t`Raffle draw winners`;
  usePageTitle(pageTitle(title));
  const winners = publicConfig().raffleWinnersUrl;
  return (
    <div className="py-6 sm:py-8">
      <h1 className="mx-auto max-w-6xl px-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {winners ? (
        <iframe
          src={winners}
          title={t`The raffle draw winners list`}
          height={1200}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-5 block h-[1200px] w-full border-0"
        />
      ) : (
        <div role="status" className="mx-auto mt-5 max-w-6xl px-4">
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <p className="flex items-start gap-3 text-lg text-slate-800">
              <Trophy aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <Trans>
                No raffle draw winners have been published yet. When a draw is made, its winners are listed on
                this page.
              </Trans>
            </p>
            <Link to={SITE_ROUTES.home} className={primaryButton}>
              <Trans>Go to the home page</Trans>
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
