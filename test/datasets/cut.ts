/** Test helpers of the CSV readers' suites (parse.test.ts, csv-copy.test.ts). */

/** Cuts a buffer at the given byte offsets (possibly inside a UTF-8 character). */
export function cut(buf: Buffer, offsets: number[]): Buffer[] {
  const points = [...new Set(offsets.map((o) => o % (buf.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let last = 0;
  for (const p of points) {
    out.push(buf.subarray(last, p));
    last = p;
  }
  out.push(buf.subarray(last));
  return out;
}

/** A value as a quoted CSV field. */
export const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
