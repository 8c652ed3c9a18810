// The vehicles the console prices a new tariff version or promotion on (decision 046): eight typical of
// Sri Lankan roads, with market values of late 2026 (rupees), each as the body of a quote call. A plate,
// engine and chassis number make each one quotable for third party too; the brand-new car's plate is the
// one it would get. The kinds the site quotes are four (car, motorcycle, three-wheeler, van/cab): a lorry is
// the Tata Ace mini-lorry ('Dimo Batta'), a dual-purpose vehicle.
const plate = (format: string, province: string, letters: string, digits: string) => ({
  veh_reg_format: format,
  veh_reg_format_1: province,
  veh_reg_format_2: letters,
  veh_reg_format_3: digits,
});
const PRIVATE = { purpose_of_use: 'Private', is_registered: 'R', hire_purchase: 'NO' };

export interface SampleVehicleSeed {
  label: string;
  quote: Record<string, unknown>;
}

export const SAMPLE_VEHICLES: readonly SampleVehicleSeed[] = [
  {
    label: 'Hybrid car: Toyota Aqua 2015',
    quote: {
      ...PRIVATE,
      vehicle_type: 'Car',
      vehicle_make: 'Toyota',
      vehicle_model: 'Aqua',
      manufacture_year: 2015,
      fuel_type: 'Hybrid',
      engine_capacity: 1496,
      sum_insured: 7_800_000,
      ncb: '3',
      ...plate('WP ABC-1234', 'WP', 'CAK', '4521'),
      engine_no: '1NZX512844',
      chassis_no: 'NHP10-2451873',
    },
  },
  {
    label: 'Small car: Suzuki Alto 2016',
    quote: {
      ...PRIVATE,
      vehicle_type: 'Car',
      vehicle_make: 'Suzuki',
      vehicle_model: 'Alto',
      manufacture_year: 2016,
      fuel_type: 'Petrol',
      engine_capacity: 796,
      sum_insured: 3_400_000,
      ncb: '2',
      ...plate('WP ABC-1234', 'SP', 'CAE', '7812'),
      engine_no: 'F8DN4471236',
      chassis_no: 'MA3FB31S00A21877',
    },
  },
  {
    label: 'Three-wheeler for hire: Bajaj RE 2019',
    quote: {
      ...PRIVATE,
      purpose_of_use: 'Hiring',
      vehicle_type: 'Three-Wheeler',
      vehicle_make: 'Bajaj',
      vehicle_model: 'RE 4 Stroke',
      manufacture_year: 2019,
      fuel_type: 'Petrol',
      engine_capacity: 236,
      sum_insured: 1_650_000,
      ncb: '1',
      ...plate('WP AB-1234', 'WP', 'QB', '3366'),
      engine_no: 'AZMBPK41288',
      chassis_no: 'MD2AAB4ZZKWB40112',
    },
  },
  {
    label: 'Scooter: Honda Dio 2021',
    quote: {
      ...PRIVATE,
      vehicle_type: 'Motor-Cycle',
      vehicle_make: 'Honda',
      vehicle_model: 'Dio',
      manufacture_year: 2021,
      fuel_type: 'Petrol',
      engine_capacity: 109,
      sum_insured: 520_000,
      ncb: '0',
      ...plate('WP ABC-1234', 'CP', 'BKT', '9043'),
      engine_no: 'JF89E2054417',
      chassis_no: 'ME4JF89A3M8102233',
    },
  },
  {
    label: 'Van: Toyota KDH 201 2012',
    quote: {
      ...PRIVATE,
      vehicle_type: 'Dual-Purpose',
      vehicle_make: 'Toyota',
      vehicle_model: 'KDH 201',
      manufacture_year: 2012,
      fuel_type: 'Diesel',
      engine_capacity: 2982,
      sum_insured: 9_800_000,
      ncb: '4',
      ...plate('WP AB-1234', 'WP', 'PH', '8834'),
      engine_no: '1KD2218890',
      chassis_no: 'KDH201-0098812',
    },
  },
  {
    label: 'Mini-lorry: Tata Ace 2018',
    quote: {
      ...PRIVATE,
      vehicle_type: 'Dual-Purpose',
      vehicle_make: 'Tata',
      vehicle_model: 'Ace',
      manufacture_year: 2018,
      fuel_type: 'Diesel',
      engine_capacity: 702,
      sum_insured: 2_300_000,
      ncb: '0',
      ...plate('WP AB-1234', 'NW', 'LM', '2210'),
      engine_no: '275IDI11KXY80412',
      chassis_no: 'MAT445053J2K11984',
    },
  },
  {
    label: 'Brand-new car: Toyota Raize 2026',
    quote: {
      ...PRIVATE,
      is_registered: 'U',
      vehicle_type: 'Car',
      vehicle_make: 'Toyota',
      vehicle_model: 'Raize',
      manufacture_year: 2026,
      fuel_type: 'Petrol',
      engine_capacity: 998,
      sum_insured: 13_500_000,
      ncb: '0',
      ...plate('WP ABC-1234', 'WP', 'CBX', '1052'),
      engine_no: '1KRVET0712345',
      chassis_no: 'A202A-0112345',
    },
  },
  {
    label: 'Leased hybrid car: Honda Vezel 2018',
    quote: {
      ...PRIVATE,
      hire_purchase: 'YES',
      vehicle_type: 'Car',
      vehicle_make: 'Honda',
      vehicle_model: 'Vezel',
      manufacture_year: 2018,
      fuel_type: 'Hybrid',
      engine_capacity: 1496,
      sum_insured: 11_500_000,
      ncb: '1',
      ...plate('WP ABC-1234', 'WP', 'CBH', '6620'),
      engine_no: 'LEBH1180551',
      chassis_no: 'RU3-1300551',
    },
  },
];
