import { pageOrigin } from '#web/config';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';
import { useHomeData } from '#web/features/home/api/get-home-data';

// The chat's quote offer: the vehicles of the home page's tiles and the Quote panel (the tiles that lead to
// a motor quotation), from the same home data, so an operator's change reaches all three; a short list
// that fits the chat.

const isQuotation = (href: string) => href.startsWith('/motor/');

export function VehicleLinks() {
  const { data, error, isPending } = useHomeData();
  const { i18n } = useLingui();
  if (isPending) {
    return (
      <p>
        <Trans>Loading insurance products…</Trans>
      </p>
    );
  }
  if (error) return <p>{error.message}</p>;
  return (
    <ul className="grid gap-2">
      {data.tiles.map((tile) => {
        const link = safeLink(tile.url, pageOrigin());
        const lang = tile.lang === i18n.locale ? undefined : tile.lang;
        return (
          link?.internal &&
          isQuotation(link.href) && (
            <li key={tile.id}>
              <SmartLink
                link={link}
                className="group flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-2 font-semibold text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                <img src={tile.image_url} alt="" width={48} height={36} className="h-9 w-12 object-contain" />
                <span className="min-w-0 flex-1" lang={lang}>
                  {tile.header}
                </span>
                <span className="text-sm font-medium text-slate-700" lang={lang}>
                  {tile.bottom_text}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </SmartLink>
            </li>
          )
        );
      })}
    </ul>
  );
}
