/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

test('a full page load keeps where the browser placed her', () => {
  pathname = '/';
  render(<ScrollToTopOnNavigate />);
  expect(scrollTo).not.toHaveBeenCalled();
});

test('moving to another page starts at its top, at once', () => {
  pathname = '/';
  const { rerender } = render(<ScrollToTopOnNavigate />);
  pathname = '/about';
  rerender(<ScrollToTopOnNavigate />);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  scrollTo.mockClear();
  rerender(<ScrollToTopOnNavigate />);
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a link to part of another page takes her to that part, not to the top', () => {
  pathname = '/notices';
  const { rerender } = render(<ScrollToTopOnNavigate />);
  const section = document.createElement('section');
  section.id = 'offer-news';
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  window.history.pushState(null, '', '/settings#offer-news');
  pathname = '/settings';
  rerender(<ScrollToTopOnNavigate />);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(section.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
  window.history.pushState(null, '', '/');
  section.remove();
});
