import { Trans } from '@lingui/react/macro';
import { TitledModal } from '#web/components/ui/modal-dialog';
import { ProductTiles } from './components/product-tiles';

// The dock's Quote (content section 2): the home page's product tiles, from the same home data, in the
// site's modal, so a quote can be started from any page. Loaded only when first opened. The layout, and
// with it the modal, stays across pages: choosing a tile closes it.

export default function QuoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TitledModal
      open={open}
      onClose={onClose}
      title={<Trans>Get a quote</Trans>}
      width="w-[min(72rem,calc(100vw-2rem))]"
    >
      {/* A tile's link, clicked or pressed with Enter (a click too), closes the modal as it leads away. */}
      <div onClick={(event) => (event.target as Element).closest('a') && onClose()}>
        <ProductTiles />
      </div>
    </TitledModal>
  );
}
