import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '#tests/support/render';
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
  '/v1/vehicle/market_value': { low: 9_850_000, high: 14_800_000 },
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
  });

  it('starts every price-affecting answer unselected (decision 031)', async () => {
    render(<QuoteFields insuranceType="full-insurance" />);
    await screen.findByRole('option', { name: 'No' });
    expect(screen.getByLabelText('No-claims bonus')).toHaveValue('');
    for (const name of ['Registered', 'Unregistered', 'Yes', 'No'])
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
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

  it('groups the market value as it is typed, the caret staying after the same digit', async () => {
    const user = userEvent.setup();
    render(<QuoteFields insuranceType="full-insurance" />);
    const value = screen.getByLabelText<HTMLInputElement>('Estimated market value (Rs.)');
    expect(value).toHaveAccessibleDescription(/in whole rupees above 100,000/);
    await user.type(value, '650000');
    expect(value).toHaveValue('650,000');
    // A digit typed after the 6 moves the separators; the caret stays after the new digit.
    value.setSelectionRange(1, 1);
    await user.type(value, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(value).toHaveValue('6,550,000');
    expect(value.selectionStart).toBe(3);
    await user.type(value, '0', { skipClick: true });
    expect(value).toHaveValue('65,050,000');
  });

  it('shows the typical range for the make, model and year and warns, without refusing, far outside it', async () => {
    const user = userEvent.setup();
    render(<QuoteFields insuranceType="full-insurance" />);
    await user.selectOptions(
      screen.getByLabelText('Make'),
      await screen.findByRole('option', { name: 'Toyota' }),
    );
    await user.selectOptions(
      screen.getByLabelText('Model'),
      await screen.findByRole('option', { name: 'Aqua' }),
    );
    await user.selectOptions(
      screen.getByLabelText('Year of manufacture'),
      await screen.findByRole('option', { name: '2024' }),
    );
    const value = screen.getByLabelText('Estimated market value (Rs.)');
    expect(
      await screen.findByText('Typical market value for a 2024 Toyota Aqua: Rs. 9,850,000 – Rs. 14,800,000.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(value, '650000000');
    expect(screen.getByRole('status')).toHaveTextContent(/far above what such a vehicle is worth/);
    expect(value).toHaveAccessibleDescription(
      /Rs\. 9,850,000 – Rs\. 14,800,000\. This market value is far above/,
    );
    await user.clear(value);
    await user.type(value, '12000000');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.clear(value);
    await user.type(value, '4000000');
    expect(screen.getByRole('status')).toHaveTextContent(/far below/);
  });
});
