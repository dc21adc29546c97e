/** A subscribe QR code is drawn at 128 px and exported at 4 times that (docs/product.md §9). */
export const QR_SIZE = 128;
export const QR_EXPORT_SCALE = 4;
