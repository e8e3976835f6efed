import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('hemmelig-Æøå');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('hemmelig-Æøå', stored)).resolves.toBe(true);
    await expect(verifyPassword('hemmelig-Æøa', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats the composed and decomposed forms of å as the same password', async () => {
    const stored = await hashPassword('bl\u00e5');
    await expect(verifyPassword('bla\u030a', stored)).resolves.toBe(true);
  });

  it.each(['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt'])('refuses a malformed stored hash %j', async (stored) => {
    await expect(verifyPassword('x', stored)).resolves.toBe(false);
  });
});
