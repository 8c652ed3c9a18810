import { ArrowRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { HomeTile } from '#domain/content';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';
import { tileColours } from '#web/components/ui/tile-colours';
import { pageOrigin } from '#web/config';

// Below 1024 px a tile is a row (picture beside its name), above it a column; tile and skeleton share these
// boxes, so the grid keeps its exact size when the tiles arrive (no layout shift).
const card =
  'grid h-full grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-4 gap-y-2 rounded-2xl p-3 shadow-sm ring-1 ring-black/5 min-[360px]:grid-cols-[7rem_minmax(0,1fr)] lg:flex lg:flex-col lg:items-stretch lg:p-4';
const heading = 'col-start-2 line-clamp-2 self-end text-lg leading-6 font-semibold lg:min-h-12 lg:self-auto';
const picture =
  'col-start-1 row-span-2 row-start-1 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl lg:mt-1';
const pill =
  'col-start-2 flex h-9 items-center gap-2 self-start justify-self-start rounded-full px-4 text-sm font-semibold whitespace-nowrap lg:mt-3 lg:justify-between lg:self-stretch';

export function ProductTile({ tile }: { tile: HomeTile }) {
  const link = safeLink(tile.url, pageOrigin());
  const colours = tileColours(tile.background_color);
  const { i18n } = useLingui();
  if (!link) return null;
  // English standing in for the page's language says so, for screen readers (decisions 060, 064).
  const lang = tile.lang === i18n.locale ? undefined : tile.lang;
  return (
    <SmartLink
      link={link}
      className={`${card} group transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
      // Colours are content. React sets them through the DOM (CSSOM), which the CSP allows.
      style={{ backgroundColor: colours.background, color: colours.text }}
    >
      <h3 className={heading} lang={lang}>
        {tile.header}
      </h3>
      <span className={`${picture} bg-white`}>
        <img src={tile.image_url} alt="" width={160} height={120} className="h-auto w-full" />
      </span>
      <span className={`${pill} bg-white text-slate-900 group-hover:bg-brand-50`} lang={lang}>
        {tile.bottom_text}
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </SmartLink>
  );
}

export function ProductTileSkeleton() {
  return (
    <div className={`${card} bg-slate-100`} aria-hidden="true">
      <div className={heading}>
        <div className="my-1 h-4 w-32 max-w-full rounded bg-slate-300 motion-safe:animate-pulse lg:w-3/4" />
      </div>
      <div className={`${picture} bg-slate-200 motion-safe:animate-pulse`} />
      <div className={`${pill} w-32 bg-slate-200 motion-safe:animate-pulse lg:w-auto`} />
    </div>
  );
}
