import { formatRupeesOf } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import type { PolicyInformation as Policy } from '#domain/motor/document-calls';
import { DetailList, type DetailRow } from '#web/components/ui/detail-list';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { InsurerHeading } from '../insurer-heading';

// The uploader's left side (motor section 2.8): the application's policy information. No policy exists
// before payment, so its number is the quotation's. A value the application does not have (a year of 0,
// a question the quote did not ask) leaves its row out rather than reading 'N/A' (decision 033).

const rowsOf = (policy: Policy): DetailRow[] =>
  (
    [
      ['Name', policy.name],
      ['Quotation number', policy.policy_number],
      ['Premium', formatRupeesOf(policy.premium)],
      ['Vehicle type', policy.vehicle_type],
      ['Registration number', policy.registration_number],
      ['Engine capacity', policy.engine_capacity ? engineCapacityText(policy.engine_capacity) : ''],
      ['Type of cover', policy.type_of_cover],
      ['Make', policy.make],
      ['Model', policy.model],
      ['Manufacture year', policy.manufacture_year ? String(policy.manufacture_year) : ''],
      ['Fuel type', policy.fuel_type],
    ] satisfies [string, string | null][]
  ).filter((row): row is [string, string] => Boolean(row[1]));

export function PolicyInformation({ policy }: { policy: Policy | undefined }) {
  const rows = policy ? rowsOf(policy) : [];
  return (
    <SummaryCard headingId="policy-heading" heading="Policy information" busy={!policy}>
      {policy ? (
        <>
          <InsurerHeading
            logo={policy.company_logo}
            label="Insurance company"
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
