import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsuranceTypeCode } from '#domain/motor/vehicle-types';
import { STORED_FORM_DEFAULTS } from '../stored-quote-form';
import { VehicleFields } from './quote-fields';
import { pickQuoteValues } from './quote-form-values';
import { useVehicleLists } from './use-vehicle-lists';

// The vehicle's fields of the quotation form (motor section 2.1) over the reference lists as the server
// answers them: the fake server below stands where the network would.

const LISTS: Record<string, unknown> = {
  '/v2/token': { auth_key: 'key-1', expires_in: 1800 },
  '/v1/vehicle/make': [
    { id: 3, make: 'Toyota' },
    { id: 4, make: 'Honda' },
  ],
  '/v1/vehicle/model': [
    { id: 31, model: 'Aqua' },
    { id: 32, model: 'Prius' },
  ],
  '/v1/vehicle/fuel_type': [
    { label: 'Petrol', value: 'Petrol' },
    { label: 'Plug-Hybrid', value: 'Plug-Hybrid' },
    { label: 'Electric', value: 'Electric' },
  ],
  '/v1/vehicle/usage': [
    { label: 'Private', value: 'Private' },
    { label: 'Rent', value: 'Rent' },
  ],
  '/v1/vehicle/ncb_years': [
    { id: 0, year: 'No' },
    { id: 1, year: '1 Year' },
  ],
  '/v1/vehicle/manufacture_years': [{ label: '2024', value: '2024' }],
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, success: true, data, error: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => envelope(LISTS[new URL(String(input), 'http://x').pathname])),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Fields({ insuranceType }: { insuranceType: InsuranceTypeCode }) {
  const make = useWatch({ name: 'vehicle_make' }) as string;
  const lists = useVehicleLists('Car', make);
  return <VehicleFields lists={lists} insuranceType={insuranceType} />;
}

function QuoteFields({ insuranceType }: { insuranceType: InsuranceTypeCode }) {
  const form = useForm({ defaultValues: pickQuoteValues(STORED_FORM_DEFAULTS) });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormProvider {...form}>
        <form>
          <Fields insuranceType={insuranceType} />
        </form>
      </FormProvider>
    </QueryClientProvider>
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the quotation form: vehicle fields', () => {
  it("asks full insurance for the vehicle's details, each field named as the quote call names it", async () => {
    render(<QuoteFields insuranceType="full-insurance" />);
    const named = {
      Make: 'vehicle_make',
      Model: 'vehicle_model',
      'Year of manufacture': 'manufacture_year',
      'Fuel type': 'fuel_type',
      'Engine capacity (cc)': 'engine_capacity',
      'Purpose of use': 'purpose_of_use',
      'No-claims bonus': 'ncb',
      'Estimated market value (Rs.)': 'sum_insured',
    };
    for (const [label, name] of Object.entries(named))
      expect(screen.getByLabelText(label)).toHaveAttribute('name', name);
    expect(screen.getByRole('radio', { name: 'Registered' })).toHaveAttribute('name', 'is_registered');
    const hirePurchase = screen.getByRole('group', { name: 'On hire purchase or lease?' });
    expect(within(hirePurchase).getByRole('radio', { name: 'Yes' })).toHaveAttribute('name', 'hire_purchase');
  });

  it('offers the lists as they load, without Plug-Hybrid, and the NCB option No as the value 0', async () => {
    render(<QuoteFields insuranceType="full-insurance" />);
    expect(await screen.findByRole('option', { name: 'Toyota' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Petrol' })).toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('Fuel type'))).toEqual([
      'Choose a fuel type',
      'Petrol',
      'Electric',
    ]);
    expect(await screen.findByRole('option', { name: 'Rent' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'No' })).toHaveValue('0');
    expect(screen.getByLabelText('No-claims bonus')).toHaveValue('0');
  });

  it('asks third party only for make, model, fuel, engine capacity and purpose of use, without Rent', async () => {
    render(<QuoteFields insuranceType="third-party" />);
    expect(await screen.findByRole('option', { name: 'Private' })).toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('Purpose of use'))).toEqual(['Private']);
    expect(screen.getAllByRole('combobox').map((select) => select.getAttribute('name'))).toEqual([
      'vehicle_make',
      'vehicle_model',
      'fuel_type',
      'purpose_of_use',
    ]);
    expect(screen.getByLabelText('Fuel type')).toHaveAccessibleDescription(
      'Needed only for an electric vehicle.',
    );
    expect(screen.getByLabelText('Engine capacity (cc)')).toHaveAttribute('name', 'engine_capacity');
    expect(screen.queryByLabelText('Estimated market value (Rs.)')).not.toBeInTheDocument();
  });

  it('asks the engine capacity with its range, and not of an electric vehicle', async () => {
    const user = userEvent.setup();
    render(<QuoteFields insuranceType="full-insurance" />);
    const capacity = screen.getByLabelText('Engine capacity (cc)');
    expect(capacity).toHaveAttribute('inputmode', 'numeric');
    expect(capacity).toHaveAccessibleDescription(
      'A whole number from 500 to 8,000, as on the registration certificate (cylinder capacity).',
    );
    await screen.findByRole('option', { name: 'Electric' });
    await user.selectOptions(screen.getByLabelText('Fuel type'), 'Electric');
    expect(screen.queryByLabelText('Engine capacity (cc)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Fuel type'), 'Petrol');
    expect(screen.getByLabelText('Engine capacity (cc)')).toBeInTheDocument();
  });

  it('waits for a make before the models, and a new make clears the model', async () => {
    const user = userEvent.setup();
    render(<QuoteFields insuranceType="full-insurance" />);
    const model = screen.getByLabelText('Model');
    expect(model).toBeDisabled();
    expect(within(model).getByRole('option')).toHaveTextContent('Choose the make first');

    const make = screen.getByLabelText('Make');
    await screen.findByRole('option', { name: 'Toyota' });
    await user.selectOptions(make, 'Toyota');
    await user.selectOptions(model, await screen.findByRole('option', { name: 'Prius' }));
    expect(model).toHaveValue('Prius');

    await user.selectOptions(make, 'Honda');
    expect(model).toHaveValue('');
  });

  it('writes the market value with thousand separators when the box is left', async () => {
    const user = userEvent.setup();
    render(<QuoteFields insuranceType="full-insurance" />);
    const value = screen.getByLabelText('Estimated market value (Rs.)');
    expect(value).toHaveAccessibleDescription(/A whole number of rupees above/);
    await user.type(value, '6500000');
    await user.tab();
    expect(value).toHaveValue('6,500,000');
  });
});
