const colour = (name: string, hex: string): { name: string; hex: string } => ({ name, hex });

/**
 * Colour names as Indian shoppers know them, with the swatch shown on the product page. The
 * catalogue seed draws its palettes from them; the back office gives a new variant named one of
 * them its swatch, so a "Red" variant is not saved with some other colour's.
 */
export const KNOWN_COLOURS = {
  navy: colour('Navy Blue', '#1f3a5f'),
  maroon: colour('Maroon', '#800000'),
  mustard: colour('Mustard', '#d4a017'),
  bottleGreen: colour('Bottle Green', '#006a4e'),
  offWhite: colour('Off White', '#f5f5dc'),
  white: colour('White', '#fafafa'),
  black: colour('Black', '#111111'),
  charcoal: colour('Charcoal Grey', '#36454f'),
  greyMelange: colour('Grey Melange', '#9ea3a8'),
  olive: colour('Olive', '#556b2f'),
  beige: colour('Beige', '#d8c3a5'),
  khaki: colour('Khaki', '#b5a36a'),
  royalBlue: colour('Royal Blue', '#2850a8'),
  skyBlue: colour('Sky Blue', '#87b9e0'),
  teal: colour('Teal', '#0f766e'),
  rust: colour('Rust', '#b7410e'),
  wine: colour('Wine', '#722f37'),
  red: colour('Red', '#c62828'),
  raniPink: colour('Rani Pink', '#c71585'),
  babyPink: colour('Baby Pink', '#f4b6c2'),
  peach: colour('Peach', '#f6b78c'),
  lavender: colour('Lavender', '#b39ddb'),
  mint: colour('Mint Green', '#98d8b8'),
  yellow: colour('Lemon Yellow', '#f4d03f'),
  orange: colour('Orange', '#ef7d22'),
  coral: colour('Coral', '#f26f5b'),
  turquoise: colour('Turquoise', '#1fb5ad'),
  purple: colour('Purple', '#6a1b9a'),
  brown: colour('Brown', '#6d4c41'),
  tan: colour('Tan', '#c19a6b'),
  cream: colour('Cream', '#fff3d6'),
  gold: colour('Gold', '#d4af37'),
  silver: colour('Silver', '#c0c0c0'),
  roseGold: colour('Rose Gold', '#b76e79'),
  darkIndigo: colour('Dark Indigo', '#1e2a4a'),
  midBlue: colour('Mid Blue', '#3b5b8c'),
  lightBlue: colour('Light Blue', '#8fb3d9'),
  jetBlack: colour('Jet Black', '#0b0b0b'),
  emerald: colour('Emerald Green', '#046307'),
  magenta: colour('Magenta', '#b5179e'),
} as const;
