// Tests that declare `@vitest-environment node` check plain logic: they skip the DOM and
// the mock backend, which take most of a file's start-up time.
if (typeof window !== 'undefined') await import('./dom-setup');
