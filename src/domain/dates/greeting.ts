/**
 * The dashboard greeting by time of day (part 1 §2), read on the Oslo clock.
 *
 * Decision on the hours (the spec names the four greetings, not the hours):
 *   05:00–08:59 God morgen, 09:00–11:59 God formiddag, 12:00–17:59 God ettermiddag,
 *   18:00–04:59 God kveld. The night gets "God kveld" because "God natt" is said when leaving,
 *   not when arriving.
 */
import { osloClock } from './osloClock';

export const GREETING_MORNING = 'God morgen';
export const GREETING_FORENOON = 'God formiddag';
export const GREETING_AFTERNOON = 'God ettermiddag';
export const GREETING_EVENING = 'God kveld';

/** The first hour of each part of the day. */
export const MORNING_FROM_HOUR = 5;
export const FORENOON_FROM_HOUR = 9;
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 18;

export function greetingFor(now: Date): string {
  const { hour } = osloClock(now);
  if (hour >= MORNING_FROM_HOUR && hour < FORENOON_FROM_HOUR) return GREETING_MORNING;
  if (hour >= FORENOON_FROM_HOUR && hour < AFTERNOON_FROM_HOUR) return GREETING_FORENOON;
  if (hour >= AFTERNOON_FROM_HOUR && hour < EVENING_FROM_HOUR) return GREETING_AFTERNOON;
  return GREETING_EVENING;
}
