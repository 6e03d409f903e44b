/**
 * Invented, Indian-sounding labels. No real company's name is used, so the demo shop can be
 * shown anywhere without implying an endorsement.
 */
export const BRANDS = {
  menswear: ['Desi Threads', 'Urban Tadka', 'BlueMango', 'Paisa Vasool Basics', 'Chennai Cottons'],
  denim: ['Bombay Denim Co.', 'Urban Tadka', 'Desi Threads', 'Paisa Vasool Basics'],
  menEthnic: ['Khadi Craft', 'Desi Threads', 'Rajwada Men', 'Chennai Cottons'],
  womenEthnic: ['Jaipur Looms', 'Kalakaari', 'Lucknowi Chikan Co.', 'Rang Rasiya', 'Gulmohar'],
  sarees: ['Mysore Silk House', 'Kanchi Weaves', 'Jaipur Looms', 'Kalakaari', 'Banaras Bunkar'],
  womenWestern: ['BlueMango', 'Gulmohar', 'Urban Tadka', 'Rang Rasiya'],
  basics: ['Paisa Vasool Basics', 'BlueMango', 'Chennai Cottons'],
  kids: ['Little Laddoo', 'Chhota Champ', 'Tiny Tadka', 'Paisa Vasool Basics'],
  sportsFootwear: ['Stride India', 'Run Bharat', 'Rahgir Footwear'],
  casualFootwear: ['Stride India', 'Rahgir Footwear', 'Urban Tadka', 'Chamda Leather Co.'],
  ethnicFootwear: ['Kolhapuri Kraft', 'Juttiwala', 'Rajwada Men'],
  bags: ['Safar Bags', 'Urban Tadka', 'Chamda Leather Co.', 'Paisa Vasool Basics'],
  leather: ['Chamda Leather Co.', 'Safar Bags', 'Desi Threads'],
  watches: ['Samay Watches', 'Urban Tadka', 'Ghadi Ghar'],
  eyewear: ['Dhoop Eyewear', 'Urban Tadka', 'Samay Watches'],
  homeLinen: ['Jaipur Looms', 'Sanganer Prints', 'Aangan Home', 'Ghar Sajao'],
  kitchen: ['Khurja Pottery Co.', 'Aangan Home', 'Ghar Sajao'],
  beauty: ['Bharat Beauty', 'Assam Leaf', 'Vanya Naturals', 'Kesar & Co.'],
  fragrance: ['Kannauj Attar House', 'Kesar & Co.', 'Bharat Beauty'],
  audio: ['VoltEdge', 'Dhun Audio', 'Bijli Power'],
  power: ['VoltEdge', 'ChargeKaro', 'Bijli Power'],
  cases: ['Kavach Cases', 'VoltEdge', 'Urban Tadka'],
} as const;
