/**
 * Numbers requests so that only the answer to the latest one is used: an older answer that
 * arrives late is recognised by its ticket and dropped.
 */
export interface RequestSequence {
  next(): number;
  isLatest(ticket: number): boolean;
}

export function createRequestSequence(): RequestSequence {
  let latest = 0;
  return {
    next: () => {
      latest += 1;
      return latest;
    },
    isLatest: (ticket) => ticket === latest,
  };
}
