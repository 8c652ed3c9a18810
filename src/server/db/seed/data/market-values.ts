// SAMPLE reference prices (decision 031): what common models cost new in Sri Lanka in 2026, in whole
// rupees, rounded; the typical market value of an older one follows by the depreciation rule of
// `#domain/motor/market-value`. Not a valuation: a guide against a mistyped market value. Operators
// replace them with a valuer's figures.
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';

export interface NewPriceSeed {
  vehicle_type: VehicleTypeCode;
  make: string;
  model: string;
  new_price: number;
}

const entries = (vehicleType: VehicleTypeCode, make: string, prices: Record<string, number>) =>
  Object.entries(prices).map(([model, price]) => ({
    vehicle_type: vehicleType,
    make,
    model,
    new_price: price,
  }));

export const NEW_PRICES: readonly NewPriceSeed[] = [
  ...entries('Car', 'Toyota', {
    Aqua: 12_500_000,
    Prius: 19_500_000,
    Vitz: 10_000_000,
    Yaris: 11_000_000,
    Axio: 14_500_000,
    Premio: 20_000_000,
    Allion: 20_000_000,
    Corolla: 16_000_000,
    Raize: 13_500_000,
    'Corolla Cross': 21_000_000,
    'Land Cruiser Prado': 75_000_000,
  }),
  ...entries('Car', 'Suzuki', {
    Alto: 4_800_000,
    'Wagon R': 7_000_000,
    Swift: 8_800_000,
    Celerio: 6_000_000,
  }),
  ...entries('Car', 'Honda', { Fit: 11_000_000, Grace: 13_000_000, Vezel: 16_500_000, Civic: 18_000_000 }),
  ...entries('Car', 'Nissan', { Leaf: 12_000_000, 'X-Trail': 24_000_000 }),
  ...entries('Car', 'Perodua', { Axia: 6_500_000, Bezza: 7_800_000 }),
  ...entries('Dual-Purpose', 'Toyota', { 'KDH 200': 26_000_000, Hilux: 28_000_000 }),
  ...entries('Motor-Cycle', 'Bajaj', { 'CT 100': 520_000, 'Pulsar 150': 1_050_000 }),
  ...entries('Motor-Cycle', 'Honda', { Dio: 780_000 }),
  ...entries('Motor-Cycle', 'TVS', { Wego: 760_000 }),
  ...entries('Motor-Cycle', 'Yamaha', { 'FZ-S': 1_150_000 }),
  ...entries('Three-Wheeler', 'Bajaj', { 'RE 4 Stroke': 2_600_000 }),
  ...entries('Three-Wheeler', 'TVS', { King: 2_400_000 }),
];
