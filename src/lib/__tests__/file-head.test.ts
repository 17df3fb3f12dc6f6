import { describe, expect, it } from 'vitest';
import { readResponseHead } from '../file-head';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that arrives in `chunks`, noting when the reader cancels it. */
function streamedResponse(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[seen.pulled];
      seen.pulled += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(bytes(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { response: new Response(body), seen };
}

const text = (head: Uint8Array) => new TextDecoder().decode(head);

describe('readResponseHead', () => {
  it('gathers the first bytes across chunks and cancels the rest of the download', async () => {
    const { response, seen } = streamedResponse(['%P', 'DF-1.7', '\nrest', ' of the file']);
    expect(text(await readResponseHead(response, 5))).toBe('%PDF-');
    expect(seen.pulled).toBe(2);
    await expect.poll(() => seen.cancelled).toBe(true);
  });

  it('gives what there is of a shorter body, and nothing of an empty one', async () => {
    expect(text(await readResponseHead(streamedResponse(['%P']).response, 5))).toBe('%P');
    expect(await readResponseHead(new Response(null, { status: 204 }), 5)).toHaveLength(0);
  });

  it('fails when the download fails on the way', async () => {
    const body = new ReadableStream({
      pull: (controller) => controller.error(new TypeError('network')),
    });
    await expect(readResponseHead(new Response(body), 5)).rejects.toThrow('network');
  });
});
