import type { LucideIcon } from 'lucide-react';
import { FileText, MessageCircle, PhoneCall } from 'lucide-react';
import type { ComponentType } from 'react';
import { Suspense, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LazyCallbackModal, LazyChatPanel, LazyQuoteModal } from '#web/lazy-dock-panels';

// The floating dock (content section 2; decision 053): on desktops, at the page's right edge, toggles
// that each open a panel, opening one closing the others. A panel is loaded when first opened, so the
// dock adds only its buttons to the first load. Chat, Callback, Quote, as the spec lists them. Below 768 px
// (the spec's mobile breakpoint) the dock is hidden; the footer's 'Request a callback' serves phones.

export interface PanelProps {
  open: boolean;
  onClose: () => void;
}

interface DockItem {
  id: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  Panel: ComponentType<PanelProps>;
}

const DOCK_ITEMS: readonly DockItem[] = [
  { id: 'chat', label: msg`Chat`, icon: MessageCircle, Panel: LazyChatPanel },
  { id: 'callback', label: msg`Callback`, icon: PhoneCall, Panel: LazyCallbackModal },
  { id: 'quote', label: msg`Quote`, icon: FileText, Panel: LazyQuoteModal },
];

/** A lazily loaded panel, mounted from its first opening on so that it keeps its state and closes itself. */
export function LazyPanel({
  Panel,
  wanted,
  ...props
}: PanelProps & { Panel: ComponentType<PanelProps>; wanted: boolean }) {
  return wanted ? (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  ) : null;
}

export function FloatingDock() {
  const { t, i18n } = useLingui();
  const [active, setActive] = useState<string>();
  const [wanted, setWanted] = useState<readonly string[]>([]);
  const toggle = (id: string) => {
    setWanted((ids) => (ids.includes(id) ? ids : [...ids, id]));
    setActive((current) => (current === id ? undefined : id));
  };
  // A panel closed by its own means (Close, Escape) leaves the dock's choice alone if another was chosen.
  const closed = (id: string) => setActive((current) => (current === id ? undefined : current));

  return (
    <>
      <aside aria-label={t`Quick help`} className="fixed top-1/2 right-0 z-40 -translate-y-1/2 max-md:hidden">
        <ul className="flex flex-col gap-2">
          {DOCK_ITEMS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <button
                type="button"
                aria-expanded={active === id}
                aria-haspopup="dialog"
                onClick={() => toggle(id)}
                className="flex w-16 flex-col items-center gap-1 rounded-l-xl bg-brand-700 px-1 py-3 text-center text-xs font-semibold text-white shadow-lg hover:bg-brand-800 aria-expanded:bg-brand-900"
              >
                <Icon aria-hidden="true" className="size-6" />
                {i18n._(label)}
              </button>
            </li>
          ))}
        </ul>
      </aside>
      {DOCK_ITEMS.map(({ id, Panel }) => (
        <LazyPanel
          key={id}
          Panel={Panel}
          wanted={wanted.includes(id)}
          open={active === id}
          onClose={() => closed(id)}
        />
      ))}
    </>
  );
}
