import '@testing-library/jest-dom';
import testClose from './lib/prize-draw/test-close.json';

// Before any test imports lib/prize-draw/closing.ts: the suite keeps passing after the real draw closes.
process.env.PRIZE_DRAW_CLOSES ??= testClose.closes;
