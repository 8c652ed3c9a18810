// The home page's product tiles (content document, section 2: Home page).
export const HOME_TILES = [
  {
    header: 'Car / Jeep / SUV',
    backgroundColor: '#0b5cab',
    imageUrl: '/images/tiles/car.svg',
    bottomText: 'Compare & Buy',
    url: '/motor/Car/full-insurance/Quotation',
  },
  {
    header: 'Motorcycle',
    backgroundColor: '#0e7c6b',
    imageUrl: '/images/tiles/motorcycle.svg',
    bottomText: 'Compare & Buy',
    url: '/motor/Motor-Cycle/third-party/Quotation',
  },
  {
    header: 'Three Wheeler',
    backgroundColor: '#b45309',
    imageUrl: '/images/tiles/three-wheeler.svg',
    bottomText: 'Compare & Buy',
    url: '/motor/Three-Wheeler/full-insurance/Quotation',
  },
  {
    header: 'Van / Cab',
    backgroundColor: '#6d28d9',
    imageUrl: '/images/tiles/van.svg',
    bottomText: 'Compare & Buy',
    url: '/motor/Dual-Purpose/full-insurance/Quotation',
  },
  {
    header: 'Start-ups & SME',
    backgroundColor: '#be185d',
    imageUrl: '/images/tiles/sme.svg',
    bottomText: 'Compare & Buy',
    url: '/start-ups-&-sme',
  },
] as const;
