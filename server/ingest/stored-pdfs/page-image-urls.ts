/** Addresses of the page images of a stored minutes PDF (served by minutes-file-route.ts, made by page-images.ts). */

/** Same-origin address of page `n` (1-based) of the stored PDF with this checksum. */
export function pageImageUrl(checksum: string, n: number): string {
  return `/api/v1/files/minutes/${checksum}/pages/${n}.png`;
}

/** The addresses of every page of a PDF with `pageCount` pages, in order: a meeting's `image_paths`. */
export function pageImageUrls(checksum: string, pageCount: number): string[] {
  return Array.from({ length: pageCount }, (_, i) => pageImageUrl(checksum, i + 1));
}
