// Reference data for the motor quotation form: vehicle makes and models common on Sri Lankan roads,
// fuel types, purposes of use and no-claims-bonus years per vehicle type. Seeded into the database.
// Model names are written as Sri Lankan sellers and owners write them. A make building several kinds
// of vehicle (Honda, Suzuki, Toyota ...) is one entry with models under each vehicle type.
// Car = cars, jeeps and SUVs; Dual-Purpose = vans, cabs and double cabs (and light pick-ups).
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';

export interface MakeEntry {
  make: string;
  models: Partial<Record<VehicleTypeCode, readonly string[]>>;
}

export const VEHICLE_CATALOGUE: readonly MakeEntry[] = [
  {
    make: 'Toyota',
    models: {
      Car: [
        'Aqua',
        'Prius',
        'Prius Alpha',
        'Vitz',
        'Yaris',
        'Passo',
        'Belta',
        'Axio',
        'Fielder',
        'Premio',
        'Allion',
        'Corolla',
        'Corolla Cross',
        'Camry',
        'Mark X',
        'Crown',
        'Starlet',
        'Vios',
        'Roomy',
        'Raize',
        'Rush',
        'C-HR',
        'Yaris Cross',
        'RAV4',
        'Harrier',
        'Fortuner',
        'Land Cruiser Prado',
        'Land Cruiser',
        'Wish',
      ],
      'Dual-Purpose': [
        'Hiace',
        'Hiace Dolphin',
        'KDH 200',
        'KDH 201',
        'KDH 205',
        'KDH 206',
        'Hilux',
        'TownAce',
        'LiteAce',
        'Noah',
        'Voxy',
      ],
    },
  },
  {
    make: 'Suzuki',
    models: {
      Car: [
        'Maruti 800',
        'Alto',
        'Alto K10',
        'A-Star',
        'Estilo',
        'Wagon R',
        'Wagon R Stingray',
        'Spacia',
        'Hustler',
        'XBee',
        'Celerio',
        'S-Presso',
        'Swift',
        'Dzire',
        'Baleno',
        'Ertiga',
        'Jimny',
        'Vitara',
        'Grand Vitara',
      ],
      'Motor-Cycle': ['Gixxer', 'Gixxer SF', 'GN 125', 'GS 150R', 'Access 125', 'Burgman Street'],
      'Dual-Purpose': ['Every'],
    },
  },
  {
    make: 'Honda',
    models: {
      Car: ['Fit', 'Fit Shuttle', 'Grace', 'City', 'Insight', 'Civic', 'Accord', 'Vezel', 'HR-V', 'CR-V'],
      'Motor-Cycle': ['Dio', 'Grazia', 'CB Shine', 'CD 125', 'Hornet'],
    },
  },
  {
    make: 'Nissan',
    models: {
      Car: [
        'March',
        'Dayz',
        'Note',
        'Tiida',
        'Sunny',
        'Bluebird',
        'Bluebird Sylphy',
        'Leaf',
        'Juke',
        'X-Trail',
        'Patrol',
      ],
      'Dual-Purpose': ['Caravan E25', 'NV350 Caravan', 'Vanette', 'Navara'],
    },
  },
  {
    make: 'Mitsubishi',
    models: {
      Car: ['Lancer', 'Outlander', 'Montero', 'Montero Sport', 'Pajero'],
      'Dual-Purpose': ['L200', 'L300'],
    },
  },
  { make: 'Perodua', models: { Car: ['Kelisa', 'Viva', 'Axia', 'Bezza', 'Myvi'] } },
  { make: 'Micro', models: { Car: ['Panda', 'Trend', 'MX7'] } },
  {
    make: 'Daihatsu',
    models: { Car: ['Mira', 'Move', 'Charade', 'Boon', 'Terios'], 'Dual-Purpose': ['Hijet'] },
  },
  { make: 'Datsun', models: { Car: ['redi-GO'] } },
  { make: 'Renault', models: { Car: ['Kwid', 'Duster'] } },
  {
    make: 'Kia',
    models: { Car: ['Picanto', 'Rio', 'Cerato', 'Optima', 'Sportage', 'Sorento'] },
  },
  {
    make: 'Hyundai',
    models: {
      Car: ['Eon', 'i10', 'Grand i10', 'i20', 'Accent', 'Elantra', 'Sonata', 'Creta', 'Tucson', 'Santa Fe'],
      'Dual-Purpose': ['H-1'],
    },
  },
  { make: 'SsangYong', models: { Car: ['Korando', 'Rexton'] } },
  {
    make: 'Mazda',
    models: {
      Car: ['Familia', 'Demio', 'Axela', 'Atenza', 'CX-3', 'CX-5'],
      'Dual-Purpose': ['Bongo', 'BT-50'],
    },
  },
  { make: 'Subaru', models: { Car: ['Impreza', 'Legacy', 'Outback', 'Forester', 'XV'] } },
  { make: 'Lexus', models: { Car: ['CT 200h', 'NX 300h', 'RX 450h'] } },
  {
    make: 'Mercedes-Benz',
    models: { Car: ['A-Class', 'C-Class', 'E-Class', 'S-Class', 'CLA', 'GLA', 'GLC', 'GLE'] },
  },
  {
    make: 'BMW',
    models: { Car: ['1 Series', '3 Series', '5 Series', '7 Series', 'X1', 'X3', 'X5', 'i3'] },
  },
  { make: 'Audi', models: { Car: ['A3', 'A4', 'A6', 'Q2', 'Q3', 'Q5', 'Q7'] } },
  { make: 'Volkswagen', models: { Car: ['Polo', 'Golf', 'Passat'] } },
  { make: 'Peugeot', models: { Car: ['406', '3008'] } },
  { make: 'Volvo', models: { Car: ['XC40', 'XC60', 'XC90'] } },
  { make: 'Porsche', models: { Car: ['Macan', 'Cayenne', 'Panamera'] } },
  { make: 'Mini', models: { Car: ['Cooper', 'Countryman'] } },
  {
    make: 'Land Rover',
    models: { Car: ['Defender', 'Discovery', 'Range Rover', 'Range Rover Sport', 'Range Rover Evoque'] },
  },
  {
    make: 'Ford',
    models: { Car: ['Fiesta', 'Focus', 'EcoSport', 'Everest'], 'Dual-Purpose': ['Ranger'] },
  },
  { make: 'Isuzu', models: { 'Dual-Purpose': ['D-Max'] } },
  {
    make: 'Tata',
    models: { Car: ['Nano', 'Indica', 'Indigo'], 'Dual-Purpose': ['Ace', 'Xenon'] },
  },
  {
    make: 'Mahindra',
    models: {
      Car: ['KUV100', 'Scorpio', 'XUV500'],
      'Three-Wheeler': ['Alfa'],
      'Dual-Purpose': ['Bolero', 'Scorpio Pik-Up'],
    },
  },
  { make: 'DFSK', models: { Car: ['Glory 580'] } },
  { make: 'MG', models: { Car: ['ZS', 'ZS EV'] } },
  { make: 'BYD', models: { Car: ['Dolphin', 'Atto 3', 'Seal'] } },
  {
    make: 'Bajaj',
    models: {
      'Motor-Cycle': [
        'CT 100',
        'Platina',
        'Boxer',
        'Discover 100',
        'Discover 125',
        'Pulsar 150',
        'Pulsar 180',
        'Pulsar 220F',
        'Pulsar NS 160',
        'Pulsar NS 200',
        'Avenger 220',
      ],
      'Three-Wheeler': ['RE 2 Stroke', 'RE 4 Stroke', 'RE Compact'],
    },
  },
  {
    make: 'TVS',
    models: {
      'Motor-Cycle': [
        'XL 100',
        'Metro',
        'Wego',
        'Jupiter',
        'Scooty Pep+',
        'Ntorq 125',
        'Apache RTR 160',
        'Apache RTR 160 4V',
        'Apache RTR 200 4V',
      ],
      'Three-Wheeler': ['King', 'King Deluxe'],
    },
  },
  {
    make: 'Yamaha',
    models: { 'Motor-Cycle': ['RX 100', 'YBR 125', 'Ray ZR', 'FZ 16', 'FZ-S', 'Fazer', 'R15', 'MT-15'] },
  },
  {
    make: 'Hero',
    models: { 'Motor-Cycle': ['Splendor', 'Dash', 'Pleasure', 'Maestro', 'Hunk', 'Xpulse 200'] },
  },
  { make: 'Royal Enfield', models: { 'Motor-Cycle': ['Bullet 350', 'Classic 350', 'Himalayan'] } },
  { make: 'KTM', models: { 'Motor-Cycle': ['Duke 200', 'Duke 390', 'RC 200', 'RC 390'] } },
  { make: 'Piaggio', models: { 'Three-Wheeler': ['Ape City'] } },
];

export interface Option {
  label: string;
  value: string;
}

const option = (value: string): Option => ({ label: value, value });

// 'Plug-Hybrid' is never offered (spec 2.1).
export const FUEL_TYPES: Record<VehicleTypeCode, readonly Option[]> = {
  Car: ['Petrol', 'Diesel', 'Hybrid', 'Electric'].map(option),
  'Motor-Cycle': ['Petrol', 'Electric'].map(option),
  'Three-Wheeler': ['Petrol', 'Electric'].map(option),
  'Dual-Purpose': ['Diesel', 'Petrol', 'Hybrid'].map(option),
};

// 'Rent' (rent-a-car) applies to cars and vans only; the web offers it only for full insurance.
export const USAGES: Record<VehicleTypeCode, readonly Option[]> = {
  Car: ['Private', 'Hiring', 'Rent'].map(option),
  'Motor-Cycle': ['Private', 'Hiring'].map(option),
  'Three-Wheeler': ['Private', 'Hiring'].map(option),
  'Dual-Purpose': ['Private', 'Hiring', 'Rent'].map(option),
};

// No-claims-bonus years; the option 'No' is sent as 0.
export const NCB_YEARS: readonly { id: number; year: string }[] = [
  { id: 0, year: 'No' },
  { id: 1, year: '1 Year' },
  { id: 2, year: '2 Years' },
  { id: 3, year: '3 Years' },
  { id: 4, year: '4 Years' },
  { id: 5, year: '5 Years or more' },
];
