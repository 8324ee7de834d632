import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// Drawing the whole app in jsdom, beside another worker on CI's two cores, can take more than Testing Library's
// default second (a findBy that failed only under load); a passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine uses (TOOLCHAIN trap 7).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// An autosized Textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', { value: new EventTarget() });
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
// Embla (sliders) watches slides with it.
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: start each test without the last one's.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});
