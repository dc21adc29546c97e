/** A subscribe QR code is drawn at 128 px and exported at 4 times that (docs/product.md §9). */
export const QR_SIZE = 128;
export const QR_EXPORT_SCALE = 4;
/**
 * A source's QR code for print (docs/product.md §4 Sources): a PNG of 1200 px,
 * 10 cm wide at 300 dots per inch, and an SVG, which prints sharp at any size.
 */
export const QR_PRINT_SIZE = 1200;
