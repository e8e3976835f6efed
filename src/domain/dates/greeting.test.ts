import { describe, it, expect } from 'vitest';
import { greetingFor } from './greeting';

// 13 May is summer time in Oslo: UTC+2.
const at = (time: string) => new Date(`2026-05-13T${time}:00+02:00`);

describe('greetingFor', () => {
  it.each([
    ['04:59', 'God kveld'],
    ['05:00', 'God morgen'],
    ['08:59', 'God morgen'],
    ['09:00', 'God formiddag'],
    ['11:59', 'God formiddag'],
    ['12:00', 'God ettermiddag'],
    ['17:59', 'God ettermiddag'],
    ['18:00', 'God kveld'],
    ['23:59', 'God kveld'],
    ['00:00', 'God kveld'],
  ])('%s → %s', (time, greeting) => {
    expect(greetingFor(at(time))).toBe(greeting);
  });

  it('reads the Oslo clock, whatever zone the instant carries', () => {
    // 07:30 UTC in summer is 09:30 in Oslo
    expect(greetingFor(new Date('2026-07-01T07:30:00Z'))).toBe('God formiddag');
  });
});
