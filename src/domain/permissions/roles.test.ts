import { describe, expect, it } from 'vitest';
import { hasRequiredRole, isRole } from './roles';

describe('hasRequiredRole', () => {
  it('lets everyone use what no role restricts', () => {
    expect(hasRequiredRole([], undefined)).toBe(true);
    expect(hasRequiredRole([], [])).toBe(true);
  });

  it('asks for one of the listed roles', () => {
    expect(hasRequiredRole(['Technical'], ['Technical'])).toBe(true);
    expect(hasRequiredRole(['Executive'], ['Technical', 'Executive'])).toBe(true);
    expect(hasRequiredRole(['Executive'], ['Technical'])).toBe(false);
    expect(hasRequiredRole([], ['Technical', 'Executive'])).toBe(false);
  });

  it('matches role names exactly, as the contract writes them', () => {
    expect(hasRequiredRole(['technical'], ['Technical'])).toBe(false);
  });
});

describe('isRole', () => {
  it('knows the two roles of the spec and nothing else', () => {
    expect(isRole('Technical')).toBe(true);
    expect(isRole('Executive')).toBe(true);
    expect(isRole('Admin')).toBe(false);
  });
});
