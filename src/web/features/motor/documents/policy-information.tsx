import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatRupeesOf } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import type { PolicyInformation as Policy } from '#domain/motor/document-calls';
import { translateText } from '#domain/i18n';
import { DetailList, type DetailRow } from '#web/components/ui/detail-list';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { InsurerHeading } from '../insurer-heading';

// The uploader's left side (motor section 2.8): the application's policy information. No policy exists
// before payment, so its number is the quotation's. A value the application does not have (a year of 0,
// a question the quote did not ask) leaves its row out rather than reading 'N/A' (decision 033).

const rowsOf = (policy: Policy, i18n: I18n): DetailRow[] =>
  (
    [
      [i18n._(msg`Name`), policy.name],
      [i18n._(msg`Quotation number`), policy.policy_number],
      [i18n._(msg`Premium`), formatRupeesOf(policy.premium)],
      [i18n._(msg`Vehicle type`), policy.vehicle_type],
      [i18n._(msg`Registration number`), policy.registration_number],
      [
        i18n._(msg`Engine capacity`),
        policy.engine_capacity ? engineCapacityText(policy.engine_capacity) : '',
      ],
      [i18n._(msg`Type of cover`), translateText(policy.type_of_cover, i18n)],
      [i18n._(msg`Make`), policy.make],
      [i18n._(msg`Model`), policy.model],
      [i18n._(msg`Manufacture year`), policy.manufacture_year ? String(policy.manufacture_year) : ''],
      [i18n._(msg`Fuel type`), policy.fuel_type],
    ] satisfies [string, string | null][]
  ).filter((row): row is [string, string] => Boolean(row[1]));

export function PolicyInformation({ policy }: { policy: Policy | undefined }) {
  const { i18n, t } = useLingui();
  const rows = policy ? rowsOf(policy, i18n) : [];
  return (
    <SummaryCard headingId="policy-heading" heading={t`Policy information`} busy={!policy}>
      {policy ? (
        <>
          <InsurerHeading
            logo={policy.company_logo}
            label={t`Insurance company`}
            name={policy.insurance_company ?? ''}
          />
          <DetailList rows={rows} />
        </>
      ) : (
        <PlaceholderLines count={8} />
      )}
    </SummaryCard>
  );
}
