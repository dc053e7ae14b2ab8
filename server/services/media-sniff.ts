/** Image and video types by their content (magic bytes), never by the file's name or declared type. */

/** Bytes needed to decide. */
export const SNIFF_BYTES = 12;

const at = (head: Buffer, offset: number, bytes: number[] | string) => {
  const wanted = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + wanted.length && head.subarray(offset, offset + wanted.length).equals(wanted);
};

const SIGNATURES: { type: string; ext: string; test: (head: Buffer) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (h) => at(h, 0, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', ext: 'png', test: (h) => at(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'video/mp4', ext: 'mp4', test: (h) => at(h, 4, 'ftyp') },
  { type: 'video/avi', ext: 'avi', test: (h) => at(h, 0, 'RIFF') && at(h, 8, 'AVI ') },
  { type: 'video/rmvb', ext: 'rmvb', test: (h) => at(h, 0, '.RMF') },
];

/** The media type and file extension of a file's first bytes, or null when it is no accepted image or video. */
export function sniffMedia(head: Buffer): { type: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(head));
  return hit ? { type: hit.type, ext: hit.ext } : null;
}
