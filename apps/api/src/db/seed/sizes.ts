/** Size runs as Indian stores label them. */
export const SIZES = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL'],
  womenApparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36', '38', '40'],
  kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
  infant: ['0-6M', '6-12M', '12-18M', '18-24M'],
  footwear: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  ethnicFootwear: ['UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
  free: ['Free Size'],
  bed: ['Single', 'Double', 'King'],
  curtain: ['5 ft (Window)', '7 ft (Door)', '9 ft (Long Door)'],
  sets: ['Set of 2', 'Set of 5'],
} as const;
