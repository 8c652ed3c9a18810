import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { ProductTiles } from './components/product-tiles';

// The dock's Quote (content section 2): the home page's product tiles, from the same home data, in the
// site's modal, so a quote can be started from any page. Loaded only when first opened. The layout, and
// with it the modal, stays across pages: choosing a tile closes it.

export default function QuoteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="max-h-[calc(100dvh-1rem)] w-[min(72rem,calc(100vw-2rem))] overflow-y-auto p-4 text-slate-800 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          <Trans>Get a quote</Trans>
        </h2>
        <DialogCloseButton onClick={onClose} />
      </div>
      {/* A tile's link, clicked or pressed with Enter (a click too), closes the modal as it leads away. */}
      <div onClick={(event) => (event.target as Element).closest('a') && onClose()}>
        <ProductTiles />
      </div>
    </ModalDialog>
  );
}
