import { Trans, useLingui } from '@lingui/react/macro';
import { HydrateInTurn } from '#web/components/layout/hydrate-in-turn';
import { Loaded } from '#web/components/ui/loaded';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useFaqs } from './api/get-faqs';
import { FaqList } from './components/faq-list';

// The FAQ page (content section 2): 'Frequently Asked Questions', General and Motor accordion lists.

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Frequently Asked Questions`));
  const faqs = useFaqs();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Frequently Asked Questions</Trans>
      </h1>
      <div className="mt-8 space-y-10">
        <Loaded query={faqs} loading={t`Loading the questions…`} failed={t`We couldn't load the questions.`}>
          {({ groups }) =>
            groups.map(({ group, faqs: items }) => (
              <HydrateInTurn key={group}>
                <FaqList group={group} items={items.map((faq) => ({ ...faq, id: faq.code }))} />
              </HydrateInTurn>
            ))
          }
        </Loaded>
      </div>
    </div>
  );
}
