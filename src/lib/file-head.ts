/**
 * The first `count` bytes of a download (fewer when it is shorter), without waiting for the
 * rest: the body is cancelled once they have arrived.
 */
export async function readResponseHead(response: Response, count: number): Promise<Uint8Array> {
  const head = new Uint8Array(count);
  if (!response.body) return head.subarray(0, 0);
  const reader = response.body.getReader();
  let length = 0;
  try {
    while (length < count) {
      const { done, value } = await reader.read();
      if (done) break;
      const taken = value.subarray(0, count - length);
      head.set(taken, length);
      length += taken.length;
    }
  } finally {
    // the rest is not needed; a body that failed on the way has already said so above
    reader.cancel().catch(() => undefined);
  }
  return head.subarray(0, length);
}

/** The first `count` bytes of a file (fewer when it is shorter). */
export const readFileHead = async (file: Blob, count: number): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, count).arrayBuffer());
