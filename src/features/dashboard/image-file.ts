const imageExtensions = /\.(?:jpe?g|png|webp|tiff?)$/i;
const imageMimeTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/tiff']);

/** What the file chooser offers for a cover (the `accept` list). */
export const imageFileTypes = [...imageMimeTypes, '.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff'];

/**
 * Whether a chosen file is an image the multimedia service takes (JPEG, PNG, WebP, TIFF), by its
 * type, or by its name when the browser gives no type. The service checks the content as well.
 */
export function isAllowedImage(file: { name: string; type: string }): boolean {
  if (file.type) return imageMimeTypes.has(file.type.toLowerCase());
  return imageExtensions.test(file.name);
}
