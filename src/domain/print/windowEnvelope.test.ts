import { describe, expect, it } from 'vitest';
import { C5_WINDOW_POINTS, insideWindow, pointsOf } from './windowEnvelope';

describe('the C5 window', () => {
  it('is 20 mm from the left and 45 mm from the top, 85 × 45 mm', () => {
    expect(C5_WINDOW_POINTS.x).toBeCloseTo(56.69, 2);
    expect(C5_WINDOW_POINTS.y).toBeCloseTo(127.56, 2);
    expect(pointsOf(25.4)).toBe(72);
  });

  it('takes a box inside it and refuses one that crosses its edge', () => {
    expect(insideWindow({ x: 60, y: 140, width: 150, height: 60 })).toBe(true);
    expect(insideWindow({ x: 50, y: 140, width: 150, height: 60 })).toBe(false);
    expect(insideWindow({ x: 60, y: 140, width: 250, height: 60 })).toBe(false);
    expect(insideWindow({ x: 60, y: 120, width: 150, height: 60 })).toBe(false);
    expect(insideWindow({ x: 60, y: 200, width: 150, height: 60 })).toBe(false);
  });
});
