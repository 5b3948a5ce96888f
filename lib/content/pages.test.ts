import { PRIZE_DRAW_CLOSING_TEXT } from '@/lib/prize-draw/closing';
import { pageHtml } from './pages';

/** The closing time the API refuses entries from is the one the rules and the prize-draw page state. */
test('the terms and the prize-draw page give the closing time set in lib/prize-draw/closing.ts', () => {
  for (const page of ['terms', 'prize-draw']) {
    expect(pageHtml(page)).toContain(`<strong>${PRIZE_DRAW_CLOSING_TEXT}</strong>`);
    expect(pageHtml(page)).not.toContain('{{');
  }
});
