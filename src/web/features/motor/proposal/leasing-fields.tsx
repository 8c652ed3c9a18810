import { Trans, useLingui } from '@lingui/react/macro';
import { leaseExpiryRange } from '#domain/dates';
import { CompanyDateFields } from '#web/components/form/company-date-fields';
import { TextField } from '#web/components/form/fields';
import type { LeasingCompany } from '../api/get-leasing-companies';

// The financial interest of a leased vehicle (section 2.6, the quotation's hire purchase YES): the
// leasing company from the list, its branch, and the day the lease ends, from today to ten years ahead.

interface LeasingFieldsProps {
  companies: readonly LeasingCompany[] | undefined;
  loading: boolean;
  /** Why the companies could not be listed, if they could not. */
  error: string | undefined;
}

export function LeasingFields({ companies, loading, error }: LeasingFieldsProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="leasing-heading" className="space-y-5 border-t border-slate-200 pt-6">
      <div>
        <h3 id="leasing-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Leasing details</Trans>
        </h3>
        <p className="mt-1 text-slate-700">
          <Trans>Your vehicle is on hire purchase: the leasing company is named on your cover note.</Trans>
        </p>
      </div>
      <CompanyDateFields
        company={{
          name: 'financial_company',
          label: t`Leasing company`,
          placeholder: t`Choose a leasing company`,
          listName: t`leasing companies`,
          options: companies?.map((company) => ({
            value: company.company_name,
            label: company.company_name,
          })),
          loading,
          error,
        }}
        date={{
          name: 'lease_exp_date',
          label: t`Lease expiry date`,
          hint: t`The day your lease ends.`,
          range: leaseExpiryRange(),
        }}
      >
        <TextField name="financial_company_branch" label={t`Branch`} autoComplete="off" />
      </CompanyDateFields>
    </section>
  );
}
