/** Street and park names for demo addresses; the city comes from DEMO_CITY_NAME. */
export const STREETS = [
  'Maple Avenue',
  'Queen Street',
  'King Street',
  'Oak Crescent',
  'Willow Road',
  'Birch Lane',
  'Elm Street',
  'Harbour Drive',
  'Cedar Boulevard',
  'Spruce Court',
  'Lakeshore Road',
  'Church Street',
  'College Street',
  'Parkside Drive',
  'Bloor Street',
  'Dundas Street',
  'Front Street',
  'Pine Ridge Road',
];

/** Outdoor activities happen in one of these (each gets a deterministic spot near the centre). */
export const PARKS = [
  'Riverside Park',
  'Willow Creek Park',
  'Maple Grove Park',
  'Sunnybrook Meadows',
  'High Park Commons',
  'Lakeside Green',
  'Cedar Hollow Ravine',
  'Old Mill Gardens',
  'Harbourfront Playground',
  'Foxglove Hill Park',
];
