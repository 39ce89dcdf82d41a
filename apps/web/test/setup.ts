import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads colour-scheme and reduced-motion media queries, and measures popovers
// and scroll areas with ResizeObserver; happy-dom provides neither reliably.
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (typeof window.ResizeObserver !== 'function') {
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: window.ResizeObserver,
  });

  // Mantine's ScrollArea and Combobox call this; happy-dom may not implement it.
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
}

// @testing-library/jest-dom is not installed, so tests use plain vitest matchers.
afterEach(() => {
  cleanup();
});
