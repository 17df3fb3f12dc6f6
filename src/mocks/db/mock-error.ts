/** A business failure: the envelope wrapper answers it as resultStatus false with this code. */
export class MockError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'MockError';
    this.code = code;
  }
}
