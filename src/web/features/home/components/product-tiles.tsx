import { Trans, useLingui } from '@lingui/react/macro';
import { useHomeData } from '../api/get-home-data';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { ProductTile, ProductTileSkeleton } from './product-tile';

// The spec's home page has five product tiles; the skeleton reserves their places while they load.
const EXPECTED_TILES = 5;
const grid = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5';
// Between two columns and five, an odd last tile takes the whole row rather than leaving a hole.
const item = 'sm:max-lg:odd:last:col-span-2';

export function ProductTiles() {
  const { data, error, isPending, refetch } = useHomeData();
  const { t } = useLingui();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          <Trans>Loading insurance products…</Trans>
        </p>
        <div className={grid}>
          {Array.from({ length: EXPECTED_TILES }, (_, index) => (
            <div key={index} className={item}>
              <ProductTileSkeleton />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        title={t`We couldn't load our insurance products.`}
        message={error.message}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <ul className={grid}>
      {data.tiles.map((tile) => (
        <li key={tile.id} className={item}>
          <ProductTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}
